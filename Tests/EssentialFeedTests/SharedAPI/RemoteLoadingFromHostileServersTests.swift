import EssentialFeed
import Foundation
import Testing

/// The remote loaders composed with each real HTTP client (``HTTPClientKind``) against a real
/// server that misbehaves: the client's limits surface as the loaders' two errors, or as
/// cancellation.
@Suite("Remote loading from hostile servers", .localHTTPServer, .serialized)
struct RemoteLoadingFromHostileServersTests {
  @Test("a server that never answers gives connectivity", arguments: HTTPClientKind.allCases)
  func silentServerGivesConnectivity(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let httpClient = client.make(timeout: 0.5)
    let sut = RemoteLoader(url: server.url("/hang?id=\(UUID())"), client: httpClient) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.connectivity) { try await sut.load() }
  }

  @Test("a refused connection gives connectivity", arguments: HTTPClientKind.allCases)
  func refusedConnectionGivesConnectivity(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let sut = RemoteLoader(url: server.refusedURL, client: client.make()) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.connectivity) { try await sut.load() }
  }

  @Test(
    "an endless body stopped by the client's cap gives invalidData",
    arguments: HTTPClientKind.allCases)
  func endlessBodyGivesInvalidData(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let httpClient = client.make(maximumBodySize: 1024 * 1024)
    let sut = RemoteLoader(url: server.url("/huge?bytes=endless"), client: httpClient) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test("a body over the loader's own cap gives invalidData", arguments: HTTPClientKind.allCases)
  func bodyOverLoaderCapGivesInvalidData(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let sut = RemoteLoader(
      url: server.url("/huge?bytes=2048&declare=1"), client: client.make(),
      maximumBodySize: 1024
    ) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test("a feed pointing at a local file gives invalidData", arguments: HTTPClientKind.allCases)
  func feedWithFileURLGivesInvalidData(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let body = #"{"items":[{"id":"\#(UUID())","image":"file:///etc/passwd"}]}"#
    let url = server.url(
      "/respond?status=200&body=\(body.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
    )
    let sut = RemoteLoader(url: url, client: client.make(), mapper: FeedItemsMapper.map)

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test(
    "a cancelled image-data load ends with CancellationError and drops the connection",
    arguments: HTTPClientKind.allCases)
  func cancelledImageDataLoadDropsConnection(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = RemoteFeedImageDataLoader(client: client.make(timeout: 30))

    let task = Task { try await sut.loadImageData(from: server.url("/hang?id=\(id)")) }
    try await waitUntil("the server received the request") {
      try await server.hangLog(id).received
    }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    try await waitUntil("the server saw the connection dropped") {
      try await server.hangLog(id).closed
    }
  }
}
