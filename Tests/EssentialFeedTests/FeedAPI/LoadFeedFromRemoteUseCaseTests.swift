import EssentialFeed
import Foundation
import Testing

/// The "Load Feed From Remote" use case: a ``RemoteLoader`` composed with ``FeedItemsMapper``.
@Suite("Load feed from remote")
struct LoadFeedFromRemoteUseCaseTests {
  @Test("load requests the feed's first page")
  func loadRequestsFirstPage() async throws {
    let baseURL = URL(string: "https://base-url.com")!
    let (sut, client) = makeSUT(baseURL: baseURL, result: .success((emptyFeed(), ok())))

    _ = try await sut.load()

    #expect(client.messages == [.get(URL(string: "https://base-url.com/v1/feed?limit=10")!)])
  }

  @Test("load delivers the feed's images on a valid 200 response")
  func loadDeliversImages() async throws {
    let image = FeedImage(
      id: UUID(), description: "a description", location: nil,
      url: URL(string: "https://a-url.com/image.png")!)
    let body = makeItemsJSON([
      [
        "id": image.id.uuidString, "description": "a description",
        "image": "https://a-url.com/image.png",
      ]
    ])
    let (sut, _) = makeSUT(result: .success((body, ok())))

    #expect(try await sut.load() == [image])
  }

  @Test("load delivers invalidData on a response the mapper rejects")
  func loadFailsOnInvalidResponse() async {
    let (sut, _) = makeSUT(result: .success((emptyFeed(), httpResponse(status: 201))))

    await #expect(throws: RemoteLoader<[FeedImage]>.Error.invalidData) { try await sut.load() }
  }

  @Test("load delivers connectivity when the client fails")
  func loadFailsOnClientError() async {
    let (sut, _) = makeSUT(result: .failure(anyNSError()))

    await #expect(throws: RemoteLoader<[FeedImage]>.Error.connectivity) { try await sut.load() }
  }

  // MARK: - Helpers

  private func makeSUT(
    baseURL: URL = anyURL(), result: Result<(Data, HTTPResponse), any Error>
  ) -> (sut: RemoteLoader<[FeedImage]>, client: HTTPClientSpy) {
    let client = HTTPClientSpy(completingWith: result)
    let sut = RemoteLoader(
      url: FeedEndpoint.get().url(baseURL: baseURL), client: client, mapper: FeedItemsMapper.map)
    return (sut, client)
  }

  private func emptyFeed() -> Data { makeItemsJSON([]) }

  private func ok() -> HTTPResponse { httpResponse(status: 200) }
}
