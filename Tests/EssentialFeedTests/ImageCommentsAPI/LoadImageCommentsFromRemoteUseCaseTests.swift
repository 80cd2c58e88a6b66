import EssentialFeed
import Foundation
import Testing

/// Loading an image's comments: a ``RemoteLoader`` composed with ``ImageCommentsMapper``.
@Suite("Load image comments from remote")
struct LoadImageCommentsFromRemoteUseCaseTests {
  @Test("load requests the image's comments")
  func loadRequestsComments() async throws {
    let id = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!
    let (sut, client) = makeSUT(imageID: id, result: .success((makeItemsJSON([]), ok())))

    _ = try await sut.load()

    #expect(
      client.messages == [
        .get(URL(string: "https://base-url.com/v1/image/\(id.uuidString)/comments")!)
      ])
  }

  @Test("load delivers the comments on a valid 2xx response")
  func loadDeliversComments() async throws {
    let comment = ImageComment(
      id: UUID(), message: "a message", createdAt: Date(timeIntervalSince1970: 1_589_973_899),
      username: "a username")
    let body = makeItemsJSON([
      [
        "id": comment.id.uuidString, "message": "a message",
        "created_at": "2020-05-20T11:24:59+0000", "author": ["username": "a username"],
      ]
    ])
    let (sut, _) = makeSUT(result: .success((body, httpResponse(status: 201))))

    #expect(try await sut.load() == [comment])
  }

  @Test("load delivers invalidData on a response the mapper rejects")
  func loadFailsOnInvalidResponse() async {
    let (sut, _) = makeSUT(result: .success((makeItemsJSON([]), httpResponse(status: 300))))

    await #expect(throws: RemoteLoader<[ImageComment]>.Error.invalidData) {
      try await sut.load()
    }
  }

  @Test("load delivers connectivity when the client fails")
  func loadFailsOnClientError() async {
    let (sut, _) = makeSUT(result: .failure(anyNSError()))

    await #expect(throws: RemoteLoader<[ImageComment]>.Error.connectivity) {
      try await sut.load()
    }
  }

  // MARK: - Helpers

  private func makeSUT(
    imageID: UUID = UUID(), result: Result<(Data, HTTPResponse), any Error>
  ) -> (sut: RemoteLoader<[ImageComment]>, client: HTTPClientSpy) {
    let client = HTTPClientSpy(completingWith: result)
    let url = ImageCommentsEndpoint.get(imageID).url(baseURL: URL(string: "https://base-url.com")!)
    let sut = RemoteLoader(url: url, client: client, mapper: ImageCommentsMapper.map)
    return (sut, client)
  }

  private func ok() -> HTTPResponse { httpResponse(status: 200) }
}
