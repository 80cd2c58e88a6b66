import EssentialFeed
import Foundation
import Testing

/// The one specification of an ``HTTPClient`` over a real network, run against every client the
/// package has (`URLSessionHTTPClient` and `CurlHTTPClient`), each test once per client.
@Suite("HTTP clients against a real local server", .localHTTPServer, .serialized)
struct HTTPClientSpecs {
  @Test("get sends a GET request for the exact URL", arguments: HTTPClientKind.allCases)
  func getSendsGETForExactURL(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let path = "/echo/v1/feed?limit=10&after_id=7E3B5A4C-1F2D-4E6A-9B8C-0D1E2F3A4B5C"

    let (data, _) = try await client.make().get(from: server.url(path))

    let echo = try JSONDecoder().decode(Echo.self, from: data)
    #expect(echo == Echo(method: "GET", path: path))
  }

  @Test(
    "get delivers the status and body of any response",
    arguments: HTTPClientKind.allCases, [200, 203, 404, 500])
  func getDeliversResponse(client: HTTPClientKind, status: Int) async throws {
    let server = try LocalHTTPServer.running()
    let url = server.url("/respond?status=\(status)&body=any%20body")

    let (data, response) = try await client.make().get(from: url)

    #expect(response == HTTPResponse(statusCode: status))
    #expect(data == Data("any body".utf8))
  }

  @Test("get delivers an empty body", arguments: HTTPClientKind.allCases)
  func getDeliversEmptyBody(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    let (data, response) = try await client.make().get(from: server.url("/empty"))

    #expect(response.statusCode == 200)
    #expect(data.isEmpty)
  }

  @Test("get follows a redirect to another http URL", arguments: HTTPClientKind.allCases)
  func getFollowsHTTPRedirect(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let target = server.url("/echo/redirected")

    let (data, response) = try await client.make().get(
      from: server.url("/redirect?to=\(target.absoluteString)"))

    #expect(response.statusCode == 200)
    #expect(try JSONDecoder().decode(Echo.self, from: data).path == "/echo/redirected")
  }

  @Test("get gives up on a redirect loop with a URLError", arguments: HTTPClientKind.allCases)
  func getGivesUpOnRedirectLoop(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    await #expect(throws: URLError.self) {
      _ = try await client.make().get(from: server.url("/loop"))
    }
  }

  @Test(
    "get delivers a redirect to a non-http URL as the response instead of following it",
    arguments: HTTPClientKind.allCases, ["file", "ftp", "gopher"])
  func getDoesNotFollowNonHTTPRedirect(client: HTTPClientKind, scheme: String) async throws {
    let server = try LocalHTTPServer.running()
    let target = "\(scheme)://127.0.0.1:\(server.baseURL.port ?? 0)/echo/\(scheme)"

    let (data, response) = try await client.make().get(from: server.url("/redirect?to=\(target)"))

    #expect(response.statusCode == 302)
    #expect(data.isEmpty)
  }

  @Test(
    "get fails with a URLError when the connection is refused", arguments: HTTPClientKind.allCases)
  func getFailsOnRefusedConnection(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    let error = await #expect(throws: URLError.self) {
      _ = try await client.make().get(from: server.refusedURL)
    }
    #expect(error?.code == .cannotConnectToHost)
  }

  @Test(
    "get throws CancellationError and drops the connection when its task is cancelled",
    arguments: HTTPClientKind.allCases)
  func getCancelsRequestWithTask(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = client.make(timeout: 30)

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

  @Test(
    "get throws CancellationError without sending when its task is already cancelled",
    arguments: HTTPClientKind.allCases)
  func getDoesNotSendWhenAlreadyCancelled(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let id = UUID().uuidString
    let sut = client.make()

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.get(from: server.url("/hang?id=\(id)"))
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await server.hangLog(id).received == false)
  }

  @Test(
    "get delivers a prompt response under a sub-second timeout", arguments: HTTPClientKind.allCases)
  func getDeliversPromptResponseUnderSubSecondTimeout(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    let (data, response) = try await client.make(timeout: 0.99).get(from: server.url("/empty"))

    #expect(response.statusCode == 200)
    #expect(data.isEmpty)
  }

  @Test("get times out when the server never answers", arguments: HTTPClientKind.allCases)
  func getTimesOutOnSilentServer(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await client.make(timeout: 0.5).get(from: server.url("/hang?id=\(UUID())"))
    }
  }

  @Test(
    "get times out when the server trickles its body past the timeout",
    arguments: HTTPClientKind.allCases)
  func getTimesOutOnTricklingServer(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await client.make(timeout: 0.5).get(from: server.url("/trickle"))
    }
  }

  @Test(
    "get rejects a body whose declared length is over the cap", arguments: HTTPClientKind.allCases)
  func getRejectsDeclaredOversizeBody(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let cap = 1024 * 1024

    await #expect(throws: HTTPClientError.bodyTooLarge(limit: cap)) {
      _ = try await client.make(maximumBodySize: cap).get(
        from: server.url("/huge?bytes=\(cap + 1)&declare=1"))
    }
  }

  @Test(
    "get stops an endless body of undeclared length at the cap", arguments: HTTPClientKind.allCases)
  func getStopsEndlessBodyAtCap(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let cap = 1024 * 1024

    await #expect(throws: HTTPClientError.bodyTooLarge(limit: cap)) {
      _ = try await client.make(maximumBodySize: cap).get(from: server.url("/huge?bytes=endless"))
    }
  }

  @Test(
    "get delivers a body exactly at the cap", arguments: HTTPClientKind.allCases, [false, true])
  func getDeliversBodyAtCap(client: HTTPClientKind, declared: Bool) async throws {
    let server = try LocalHTTPServer.running()
    let cap = 256 * 1024

    let (data, _) = try await client.make(maximumBodySize: cap).get(
      from: server.url("/huge?bytes=\(cap)&declare=\(declared ? 1 : 0)"))

    #expect(data.count == cap)
  }

  @Test("get delivers a gzip-compressed body decoded", arguments: HTTPClientKind.allCases)
  func getDeliversGzipBodyDecoded(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()

    let (data, response) = try await client.make().get(from: server.url("/gzip?bytes=5000"))

    #expect(response.statusCode == 200)
    #expect(data == Data(count: 5000))
  }

  @Test(
    "get stops a compressed body that decodes past the cap", arguments: HTTPClientKind.allCases)
  func getStopsCompressedBodyDecodingPastCap(client: HTTPClientKind) async throws {
    let server = try LocalHTTPServer.running()
    let cap = 64 * 1024

    await #expect(throws: HTTPClientError.bodyTooLarge(limit: cap)) {
      _ = try await client.make(maximumBodySize: cap).get(
        from: server.url("/gzip?bytes=\(10 * cap)"))
    }
  }

  @Test(
    "get refuses URLs that are not http or https before any I/O",
    arguments: HTTPClientKind.allCases,
    ["file:///etc/passwd", "ftp://127.0.0.1/feed", "data:text/plain,hello"])
  func getRefusesNonHTTPSchemes(client: HTTPClientKind, url: String) async throws {
    await #expect(throws: URLError(.unsupportedURL)) {
      _ = try await client.make().get(from: URL(string: url)!)
    }
  }

  // MARK: - Helpers

  private struct Echo: Decodable, Equatable {
    let method: String
    let path: String
  }
}
