import EssentialFeed
import Foundation
import Testing

@Suite("Image comments mapping")
struct ImageCommentsMapperTests {
  @Test("map throws invalidData on a non-2xx response", arguments: [150, 199, 300, 400, 500])
  func mapRejectsNon2xx(status: Int) {
    let json = makeItemsJSON([makeComment().json])

    #expect(throws: ImageCommentsMapper.Error.invalidData) {
      try ImageCommentsMapper.map(json, from: httpResponse(status: status))
    }
  }

  @Test("map delivers comments on any 2xx response", arguments: [200, 201, 250, 280, 299])
  func mapDeliversCommentsOn2xx(status: Int) throws {
    let comment = makeComment()

    let comments = try ImageCommentsMapper.map(
      makeItemsJSON([comment.json]), from: httpResponse(status: status))

    #expect(comments == [comment.model])
  }

  @Test(
    "map throws invalidData on a 2xx response that is not the comments payload",
    arguments: ["invalid json", "", "{}", #"{"items": {}}"#])
  func mapRejectsInvalidPayload(body: String) {
    #expect(throws: ImageCommentsMapper.Error.invalidData) {
      try ImageCommentsMapper.map(Data(body.utf8), from: httpResponse(status: 200))
    }
  }

  @Test("map delivers no comments on a 2xx response with an empty list")
  func mapDeliversNoCommentsOnEmptyList() throws {
    let comments = try ImageCommentsMapper.map(makeItemsJSON([]), from: httpResponse(status: 200))

    #expect(comments == [])
  }

  @Test("map delivers comments, in order, reading both ISO 8601 offset styles")
  func mapDeliversCommentsWithBothOffsetStyles() throws {
    let comment1 = makeComment(
      message: "a message",
      createdAt: (
        Date(timeIntervalSince1970: 1_589_973_899),
        "2020-05-20T11:24:59+0000"
      ), username: "a username")
    let comment2 = makeComment(
      message: "another message",
      createdAt: (
        Date(timeIntervalSince1970: 1_589_973_899),
        "2020-05-20T11:24:59+00:00"
      ), username: "another username")

    let comments = try ImageCommentsMapper.map(
      makeItemsJSON([comment1.json, comment2.json]), from: httpResponse(status: 200))

    #expect(comments == [comment1.model, comment2.model])
  }

  @Test(
    "map reads the UTC offset of created_at",
    arguments: [
      ("2020-05-20T13:24:59+0200", 1_589_973_899),
      ("2020-05-20T13:24:59+02:00", 1_589_973_899),
      ("2020-05-20T11:24:59Z", 1_589_973_899),
    ] as [(String, TimeInterval)])
  func mapReadsOffsets(createdAt: String, secondsSince1970: TimeInterval) throws {
    let date = Date(timeIntervalSince1970: secondsSince1970)
    let comment = makeComment(createdAt: (date, createdAt))

    let comments = try ImageCommentsMapper.map(
      makeItemsJSON([comment.json]), from: httpResponse(status: 200))

    #expect(comments.map(\.createdAt) == [date])
  }

  @Test("map ignores extra keys in the payload and its items")
  func mapIgnoresExtraKeys() throws {
    let comment = makeComment()
    var json = comment.json
    json["likes"] = 3
    json["author"] = ["username": comment.model.username, "avatar": "https://a-url.com/a.png"]
    let body = try JSONSerialization.data(withJSONObject: ["items": [json], "total": 1])

    let comments = try ImageCommentsMapper.map(body, from: httpResponse(status: 200))

    #expect(comments == [comment.model])
  }

  @Test(
    "map throws invalidData when any comment breaks the contract", arguments: CommentDefect.allCases
  )
  func mapRejectsDefectiveComment(defect: CommentDefect) {
    var defective = makeComment().json
    defect.apply(to: &defective)
    let body = makeItemsJSON([makeComment().json, defective])

    #expect(throws: ImageCommentsMapper.Error.invalidData) {
      try ImageCommentsMapper.map(body, from: httpResponse(status: 200))
    }
  }

  // MARK: - Helpers

  enum CommentDefect: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case missingID = "a missing id"
    case badUUID = "an id that is not a UUID"
    case missingMessage = "a missing message"
    case missingDate = "a missing created_at"
    case dateWithoutTime = "a created_at without a time"
    case dateWithoutOffset = "a created_at without a UTC offset"
    case unreadableDate = "an unreadable created_at"
    case missingAuthor = "a missing author"
    case missingUsername = "an author without a username"

    var testDescription: String { rawValue }

    func apply(to item: inout [String: Any]) {
      switch self {
      case .missingID: item["id"] = nil
      case .badUUID: item["id"] = "not-a-uuid"
      case .missingMessage: item["message"] = nil
      case .missingDate: item["created_at"] = nil
      case .dateWithoutTime: item["created_at"] = "2020-05-20"
      case .dateWithoutOffset: item["created_at"] = "2020-05-20T11:24:59"
      case .unreadableDate: item["created_at"] = "20 May 2020"
      case .missingAuthor: item["author"] = nil
      case .missingUsername: item["author"] = ["name": "a name"]
      }
    }
  }

  private func makeComment(
    id: UUID = UUID(), message: String = "any message",
    createdAt: (date: Date, iso8601String: String) = (
      Date(timeIntervalSince1970: 1_598_627_222), "2020-08-28T15:07:02+00:00"
    ),
    username: String = "any username"
  ) -> (model: ImageComment, json: [String: Any]) {
    let model = ImageComment(
      id: id, message: message, createdAt: createdAt.date, username: username)
    let json: [String: Any] = [
      "id": id.uuidString,
      "message": message,
      "created_at": createdAt.iso8601String,
      "author": ["username": username],
    ]
    return (model, json)
  }
}
