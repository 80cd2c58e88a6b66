import FeedSpecs
import Foundation
import Testing

@Suite("StubHTTPClient")
struct StubHTTPClientTests {
  @Test("answers a URL with its canned status and body")
  func answersCannedResponse() async throws {
    let client = StubHTTPClient()
    await client.stub(anyURL(), status: 201, body: Data("body".utf8))

    let (data, response) = try await client.get(from: anyURL())

    #expect(data == Data("body".utf8))
    #expect(response.statusCode == 201)
  }

  @Test("answers 404 with an empty body for a URL it holds nothing for")
  func answersNotFoundForUnknownURL() async throws {
    let (data, response) = try await StubHTTPClient().get(from: anyURL())

    #expect(data.isEmpty)
    #expect(response.statusCode == 404)
  }

  @Test("fails every request without connectivity")
  func failsWithoutConnectivity() async {
    let client = StubHTTPClient()
    await client.stub(anyURL(), body: Data("body".utf8))
    await client.setConnectivity(false)

    await #expect(throws: URLError.self) { try await client.get(from: anyURL()) }
  }

  @Test("records every requested URL in order")
  func recordsRequests() async throws {
    let client = StubHTTPClient()
    let other = URL(string: "https://other.example/b")!

    _ = try await client.get(from: anyURL())
    _ = try await client.get(from: other)

    #expect(await client.requestedURLs == [anyURL(), other])
  }

  @Test("a slow request answers once released")
  func slowRequestAnswersWhenReleased() async throws {
    let client = StubHTTPClient()
    await client.stub(anyURL(), body: Data("late".utf8))
    await client.makeSlow { _ in true }

    let request = Task { try await client.get(from: anyURL()).0 }
    try await waitUntilSuspended(client)
    await client.releaseSuspendedRequests()

    #expect(try await request.value == Data("late".utf8))
    #expect(await client.cancelledURLs.isEmpty)
  }

  @Test("a slow request that is cancelled throws CancellationError and is recorded")
  func cancelledSlowRequest() async throws {
    let client = StubHTTPClient()
    await client.makeSlow { _ in true }

    let request = Task { try await client.get(from: anyURL()) }
    try await waitUntilSuspended(client)
    request.cancel()

    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(await client.cancelledURLs == [anyURL()])
  }

  @Test("waiting for a held request ends when a matching request is held, not before")
  func waitEndsWhenMatchingRequestArrives() async throws {
    let client = StubHTTPClient()
    await client.makeSlow { _ in true }
    let wanted = URL(string: "https://any.example/wanted")!
    let waiter = Task { await client.waitForSuspendedRequest(where: { $0 == wanted }) }

    let other = Task { try await client.get(from: anyURL()) }
    try await waitUntilSuspended(client)
    let wantedRequest = Task { try await client.get(from: wanted) }

    #expect(await waiter.value)
    #expect(await client.hasSuspendedRequest(where: { $0 == wanted }))
    await client.releaseSuspendedRequests()
    _ = try await (other.value, wantedRequest.value)
  }

  @Test("waiting for a held request that never comes ends at the safety limit, saying so")
  func waitGivesUpAtSafetyLimit() async {
    let client = StubHTTPClient()

    #expect(await client.waitForSuspendedRequest(where: { _ in true }, safetyLimit: .zero) == false)
  }

  @Test("a URL with no canned answer is answered by the route that matches it")
  func routeAnswersMatchingURL() async throws {
    let client = StubHTTPClient()
    await client.route("echo") { url in
      url.host == "any.example" ? .init(status: 200, body: Data(url.path.utf8)) : nil
    }

    let (data, response) = try await client.get(from: anyURL())
    let (_, other) = try await client.get(from: URL(string: "https://other.example/b")!)

    #expect(data == Data("/a".utf8))
    #expect(response.statusCode == 200)
    #expect(other.statusCode == 404)
  }

  @Test("a canned answer wins over a route, and a route given again replaces the earlier one")
  func cannedAnswerWinsOverRoute() async throws {
    let client = StubHTTPClient()
    await client.route("any") { _ in .init(status: 500, body: Data()) }
    await client.route("any") { _ in .init(status: 201, body: Data()) }
    await client.stub(anyURL(), body: Data("canned".utf8))

    let (canned, _) = try await client.get(from: anyURL())
    let (_, routed) = try await client.get(from: URL(string: "https://any.example/b")!)

    #expect(canned == Data("canned".utf8))
    #expect(routed.statusCode == 201)
  }

  @Test("a cancelled slow request goes on to its answer when told to, and is still recorded")
  func cancelledRequestAnswersWhenTold() async throws {
    let client = StubHTTPClient()
    await client.stub(anyURL(), body: Data("late".utf8))
    await client.makeSlow { _ in true }
    await client.answerCancelledRequests()

    let request = Task { try await client.get(from: anyURL()).0 }
    try await waitUntilSuspended(client)
    request.cancel()

    #expect(try await request.value == Data("late".utf8))
    #expect(await client.cancelledURLs == [anyURL()])
  }

  @Test("releasing the held requests a rule selects answers them and keeps the others held")
  func releasesOnlySelectedRequests() async throws {
    let client = StubHTTPClient()
    let other = URL(string: "https://other.example/b")!
    await client.stub(anyURL(), body: Data("wanted".utf8))
    await client.makeSlow { _ in true }

    let wanted = Task { try await client.get(from: anyURL()).0 }
    let held = Task { try await client.get(from: other).0 }
    try #require(await client.waitForSuspendedRequest(where: { $0 == anyURL() }))
    try #require(await client.waitForSuspendedRequest(where: { $0 == other }))
    #expect(await client.suspendedCount(where: { _ in true }) == 2)
    await client.releaseSuspendedRequests(where: { $0 == anyURL() })

    #expect(try await wanted.value == Data("wanted".utf8))
    #expect(await client.suspendedCount(where: { _ in true }) == 1)
    #expect(await client.suspendedCount(where: { $0 == other }) == 1)
    await client.releaseSuspendedRequests()
    _ = try await held.value
  }

  private func waitUntilSuspended(_ client: StubHTTPClient) async throws {
    try #require(await client.waitForSuspendedRequest(where: { _ in true }))
  }

  private func anyURL() -> URL { URL(string: "https://any.example/a")! }
}
