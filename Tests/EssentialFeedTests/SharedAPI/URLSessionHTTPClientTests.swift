import EssentialFeed
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSessionHTTPClient against a real local server", .localHTTPServer, .serialized)
struct URLSessionHTTPClientTests {
  @Test("get sends a GET request for the exact URL")
  func getSendsGETForExactURL() async throws {
    let server = try LocalHTTPServer.running()
    let path = "/echo/v1/feed?limit=10&after_id=7E3B5A4C-1F2D-4E6A-9B8C-0D1E2F3A4B5C"

    let (data, _) = try await makeSUT().get(from: server.url(path))

    let echo = try JSONDecoder().decode(Echo.self, from: data)
    #expect(echo == Echo(method: "GET", path: path))
  }

  @Test(
    "get delivers the status, headers and body of any response",
    arguments: [200, 203, 404, 500])
  func getDeliversResponse(status: Int) async throws {
    let server = try LocalHTTPServer.running()
    let url = server.url(
      "/respond?status=\(status)&header=X-Feed-Test:a%20value&body=any%20body")

    let (data, response) = try await makeSUT().get(from: url)

    #expect(response.statusCode == status)
    #expect(response.value(forHTTPHeaderField: "X-Feed-Test") == "a value")
    #expect(data == Data("any body".utf8))
  }

  @Test("get delivers an empty body")
  func getDeliversEmptyBody() async throws {
    let server = try LocalHTTPServer.running()

    let (data, response) = try await makeSUT().get(from: server.url("/empty"))

    #expect(response.statusCode == 200)
    #expect(data.isEmpty)
  }

  @Test("get follows a redirect to another http URL")
  func getFollowsHTTPRedirect() async throws {
    let server = try LocalHTTPServer.running()
    let target = server.url("/echo/redirected")

    let (data, response) = try await makeSUT().get(
      from: server.url("/redirect?to=\(target.absoluteString)"))

    #expect(response.statusCode == 200)
    #expect(try JSONDecoder().decode(Echo.self, from: data).path == "/echo/redirected")
  }

  @Test(
    "get delivers a redirect to a non-http URL as the response instead of following it",
    arguments: ["file", "ftp", "gopher"])
  func getDoesNotFollowNonHTTPRedirect(scheme: String) async throws {
    let server = try LocalHTTPServer.running()
    let target = "\(scheme)://127.0.0.1:\(server.baseURL.port ?? 0)/echo/\(scheme)"

    let (data, response) = try await makeSUT().get(from: server.url("/redirect?to=\(target)"))

    #expect(response.statusCode == 302)
    #expect(response.value(forHTTPHeaderField: "Location") == target)
    #expect(data.isEmpty)
  }

  @Test("get fails with a URLError when the connection is refused")
  func getFailsOnRefusedConnection() async throws {
    let server = try LocalHTTPServer.running()

    let error = await #expect(throws: URLError.self) {
      _ = try await makeSUT().get(from: server.refusedURL)
    }
    #expect(error?.code == .cannotConnectToHost)
  }

  @Test("get throws CancellationError and drops the connection when its task is cancelled")
  func getCancelsRequestWithTask() async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = makeSUT(timeout: 30)

    let task = Task { try await sut.get(from: server.url("/hang?id=\(id)")) }
    try await waitUntil("the server received the request") {
      try await server.hangLog(id).received
    }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    try await waitUntil("the server saw the connection dropped") {
      try await server.hangLog(id).closed
    }
  }

  @Test("get throws CancellationError without sending when its task is already cancelled")
  func getDoesNotSendWhenAlreadyCancelled() async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = makeSUT()

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.get(from: server.url("/hang?id=\(id)"))
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await server.hangLog(id).received == false)
  }

  @Test("get delivers a prompt response under a sub-second timeout")
  func getDeliversPromptResponseUnderSubSecondTimeout() async throws {
    let server = try LocalHTTPServer.running()

    let (data, response) = try await makeSUT(timeout: 0.99).get(from: server.url("/empty"))

    #expect(response.statusCode == 200)
    #expect(data.isEmpty)
  }

  @Test("get times out when the server never answers")
  func getTimesOutOnSilentServer() async throws {
    let server = try LocalHTTPServer.running()

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await makeSUT(timeout: 0.5).get(from: server.url("/hang?id=\(UUID())"))
    }
  }

  @Test("get times out when the server trickles its body past the timeout")
  func getTimesOutOnTricklingServer() async throws {
    let server = try LocalHTTPServer.running()

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await makeSUT(timeout: 0.5).get(from: server.url("/trickle"))
    }
  }

  @Test("get rejects a body whose declared length is over the cap")
  func getRejectsDeclaredOversizeBody() async throws {
    let server = try LocalHTTPServer.running()
    let cap = 1024 * 1024

    await #expect(throws: HTTPClientError.bodyTooLarge(limit: cap)) {
      _ = try await makeSUT(maximumBodySize: cap).get(
        from: server.url("/huge?bytes=\(cap + 1)&declare=1"))
    }
  }

  @Test("get stops an endless body of undeclared length at the cap")
  func getStopsEndlessBodyAtCap() async throws {
    let server = try LocalHTTPServer.running()
    let cap = 1024 * 1024

    await #expect(throws: HTTPClientError.bodyTooLarge(limit: cap)) {
      _ = try await makeSUT(maximumBodySize: cap).get(from: server.url("/huge?bytes=endless"))
    }
  }

  @Test("get delivers a body exactly at the cap", arguments: [false, true])
  func getDeliversBodyAtCap(declared: Bool) async throws {
    let server = try LocalHTTPServer.running()
    let cap = 256 * 1024

    let (data, _) = try await makeSUT(maximumBodySize: cap).get(
      from: server.url("/huge?bytes=\(cap)&declare=\(declared ? 1 : 0)"))

    #expect(data.count == cap)
  }

  @Test(
    "get refuses URLs that are not http or https before any I/O",
    arguments: ["file:///etc/passwd", "ftp://127.0.0.1/feed", "data:text/plain,hello"])
  func getRefusesNonHTTPSchemes(url: String) async throws {
    await #expect(throws: URLError(.unsupportedURL)) {
      _ = try await makeSUT().get(from: URL(string: url)!)
    }
  }

  // MARK: - Helpers

  private func makeSUT(
    timeout: TimeInterval = 10, maximumBodySize: Int = 4 * 1024 * 1024
  ) -> URLSessionHTTPClient {
    URLSessionHTTPClient(timeout: timeout, maximumBodySize: maximumBodySize)
  }

  private struct Echo: Decodable, Equatable {
    let method: String
    let path: String
  }
}
