import EssentialFeed
import Foundation
import Testing

@Suite("Feed items mapping")
struct FeedItemsMapperTests {
  @Test("map throws invalidData on a non-200 response", arguments: [199, 201, 300, 400, 500])
  func mapRejectsNon200(status: Int) {
    let json = makeItemsJSON([makeItem().json])

    #expect(throws: FeedItemsMapper.Error.invalidData) {
      try FeedItemsMapper.map(json, from: httpResponse(status: status))
    }
  }

  @Test(
    "map throws invalidData on a 200 response that is not the feed payload",
    arguments: ["invalid json", "", "{}", "[]", #"{"items": {}}"#, #"{"items": null}"#])
  func mapRejectsInvalidPayload(body: String) {
    #expect(throws: FeedItemsMapper.Error.invalidData) {
      try FeedItemsMapper.map(Data(body.utf8), from: httpResponse(status: 200))
    }
  }

  @Test("map delivers no images on a 200 response with an empty list")
  func mapDeliversNoImagesOnEmptyList() throws {
    let images = try FeedItemsMapper.map(makeItemsJSON([]), from: httpResponse(status: 200))

    #expect(images == [])
  }

  @Test("map delivers images, in order, on a 200 response with items")
  func mapDeliversImages() throws {
    let item1 = makeItem(
      description: "a description", location: "a location", imageURL: "http://a-url.com/1.png")
    let item2 = makeItem(imageURL: "https://another-url.com/2.png")

    let images = try FeedItemsMapper.map(
      makeItemsJSON([item1.json, item2.json]), from: httpResponse(status: 200))

    #expect(images == [item1.model, item2.model])
  }

  @Test("map gives nil for absent optional fields")
  func mapGivesNilForAbsentOptionals() throws {
    let item = makeItem(description: nil, location: nil)

    let images = try FeedItemsMapper.map(
      makeItemsJSON([item.json]), from: httpResponse(status: 200))

    #expect(images.first?.description == nil)
    #expect(images.first?.location == nil)
  }

  @Test("map ignores extra keys in the payload and its items")
  func mapIgnoresExtraKeys() throws {
    let item = makeItem(description: "a description")
    var itemJSON = item.json
    itemJSON["likes"] = 42
    let body = try JSONSerialization.data(withJSONObject: [
      "items": [itemJSON], "next_page": "whatever",
    ])

    let images = try FeedItemsMapper.map(body, from: httpResponse(status: 200))

    #expect(images == [item.model])
  }

  @Test("map throws invalidData when any item breaks the contract", arguments: ItemDefect.allCases)
  func mapRejectsDefectiveItem(defect: ItemDefect) {
    var defective = makeItem().json
    defect.apply(to: &defective)
    let body = makeItemsJSON([makeItem().json, defective])

    #expect(throws: FeedItemsMapper.Error.invalidData) {
      try FeedItemsMapper.map(body, from: httpResponse(status: 200))
    }
  }

  @Test(
    "map throws invalidData when an image URL is not absolute http or https",
    arguments: [
      "file:///etc/passwd", "ftp://a-url.com/image.png", "javascript:alert(1)",
      "data:image/png;base64,AAAA", "/relative/image.png", "https://",
    ])
  func mapRejectsNonHTTPImageURL(imageURL: String) {
    let body = makeItemsJSON([makeItem(imageURL: imageURL).json])

    #expect(throws: FeedItemsMapper.Error.invalidData) {
      try FeedItemsMapper.map(body, from: httpResponse(status: 200))
    }
  }

  @Test(
    "map accepts http and https image URLs whatever the scheme's case",
    arguments: ["http://a-url.com/image.png", "https://a-url.com/image.png", "HTTPS://a-url.com/x"])
  func mapAcceptsHTTPImageURL(imageURL: String) throws {
    let item = makeItem(imageURL: imageURL)

    let images = try FeedItemsMapper.map(
      makeItemsJSON([item.json]), from: httpResponse(status: 200))

    #expect(images == [item.model])
  }

  // MARK: - Helpers

  enum ItemDefect: String, CaseIterable, Sendable, CustomTestStringConvertible {
    var testDescription: String { rawValue }

    case missingID = "a missing id"
    case badUUID = "an id that is not a UUID"
    case missingImage = "a missing image"
    case nonStringImage = "an image that is not a string"
    case nonStringDescription = "a description that is not a string"

    func apply(to item: inout [String: Any]) {
      switch self {
      case .missingID: item["id"] = nil
      case .badUUID: item["id"] = "not-a-uuid"
      case .missingImage: item["image"] = nil
      case .nonStringImage: item["image"] = 42
      case .nonStringDescription: item["description"] = 42
      }
    }
  }

  private func makeItem(
    id: UUID = UUID(), description: String? = nil, location: String? = nil,
    imageURL: String = "https://a-url.com/image.png"
  ) -> (model: FeedImage, json: [String: Any]) {
    let model = FeedImage(
      id: id, description: description, location: location, url: URL(string: imageURL)!)
    var json: [String: Any] = ["id": id.uuidString, "image": imageURL]
    json["description"] = description
    json["location"] = location
    return (model, json)
  }
}
