import EssentialFeed
import Foundation
import Testing

/// The remote loaders composed with ``URLSessionHTTPClient`` against a real server that
/// misbehaves: the client's limits surface as the loaders' two errors, or as cancellation.
@Suite("Remote loading from hostile servers", .localHTTPServer, .serialized)
struct RemoteLoadingFromHostileServersTests {
  @Test("a server that never answers gives connectivity")
  func silentServerGivesConnectivity() async throws {
    let server = try LocalHTTPServer.running()
    let client = URLSessionHTTPClient(timeout: 0.5)
    let sut = RemoteLoader(url: server.url("/hang?id=\(UUID())"), client: client) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.connectivity) { try await sut.load() }
  }

  @Test("a refused connection gives connectivity")
  func refusedConnectionGivesConnectivity() async throws {
    let server = try LocalHTTPServer.running()
    let sut = RemoteLoader(url: server.refusedURL, client: URLSessionHTTPClient()) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.connectivity) { try await sut.load() }
  }

  @Test("an endless body stopped by the client's cap gives invalidData")
  func endlessBodyGivesInvalidData() async throws {
    let server = try LocalHTTPServer.running()
    let client = URLSessionHTTPClient(maximumBodySize: 1024 * 1024)
    let sut = RemoteLoader(url: server.url("/huge?bytes=endless"), client: client) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test("a body over the loader's own cap gives invalidData")
  func bodyOverLoaderCapGivesInvalidData() async throws {
    let server = try LocalHTTPServer.running()
    let sut = RemoteLoader(
      url: server.url("/huge?bytes=2048&declare=1"), client: URLSessionHTTPClient(),
      maximumBodySize: 1024
    ) { _, _ in 0 }

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test("a feed pointing at a local file gives invalidData")
  func feedWithFileURLGivesInvalidData() async throws {
    let server = try LocalHTTPServer.running()
    let body = #"{"items":[{"id":"\#(UUID())","image":"file:///etc/passwd"}]}"#
    let url = server.url(
      "/respond?status=200&body=\(body.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
    )
    let sut = RemoteLoader(url: url, client: URLSessionHTTPClient(), mapper: FeedItemsMapper.map)

    await #expect(throws: RemoteLoaderError.invalidData) { try await sut.load() }
  }

  @Test("a cancelled image-data load ends with CancellationError and drops the connection")
  func cancelledImageDataLoadDropsConnection() async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = RemoteFeedImageDataLoader(client: URLSessionHTTPClient(timeout: 30))

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
