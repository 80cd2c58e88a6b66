import EssentialApp
import EssentialFeed
import Foundation

extension FeedWorld {
  /// The app as the product composes it, over the scenario's server, cache and clock; started
  /// on first use.
  mutating func startedApp() async throws -> FeedApp {
    try await beginAction()
    if let app { return app }
    let (server, store, clock, locale) = (server, store, clock, locale)
    let app = await MainActor.run {
      FeedApp(
        httpClient: server, store: store, baseURL: Self.baseURL,
        currentDate: { [now = clock.now] in now }, calendar: clock.calendar, locale: locale)
    }
    self.app = app
    return app
  }

  /// The app, which the customer must have used already.
  func runningApp() throws -> FeedApp {
    guard let app else {
      throw ExpectationFailure("the customer has not used the app yet in this scenario")
    }
    return app
  }

  /// Starts `load` while the server holds back its answers, and returns once the load waits for
  /// the answer to a new request that `isRequest` matches, or has ended without one (the app
  /// asked the server nothing). The load stays under way as `kind` until a step lets the server
  /// answer (``answerHeldRequests(where:_:finishing:)``).
  mutating func startHeld(
    _ kind: HeldLoad, requests isRequest: @escaping @Sendable (URL) -> Bool,
    _ load: @escaping @MainActor @Sendable () async -> Void
  ) async throws {
    let server = server
    let heldBefore = await server.suspendedCount(where: isRequest)
    let end = LoadEnd()
    let task = Task { @MainActor in
      await load()
      await end.mark()
    }
    loadsUnderWay[kind, default: []].append(task)
    let settled = await eventually {
      if await end.isMarked { return true }
      return await server.suspendedCount(where: isRequest) > heldBefore
    }
    try expect(settled, "expected the app to ask the server or to do nothing, but it did neither")
  }

  /// Lets the server answer the requests it holds back that `matches` selects (`requests` names
  /// them in a failure message), then waits until the loads `kinds` left under way have ended.
  ///
  /// - Throws: ``ExpectationFailure`` when the server holds back no such request.
  mutating func answerHeldRequests(
    where matches: @escaping @Sendable (URL) -> Bool, _ requests: String,
    finishing kinds: [HeldLoad]
  ) async throws {
    let held = await server.suspendedCount(where: matches)
    try expect(
      held > 0,
      "the server holds back no request for \(requests): the server must be slow to answer, and "
        + "the customer must have asked for it before")
    await server.releaseSuspendedRequests(where: matches)
    for kind in kinds {
      for load in loadsUnderWay.removeValue(forKey: kind) ?? [] { await load.value }
    }
  }

  /// The feed screen's image described `description`.
  func shownImage(described description: String) async throws -> FeedImageItemState {
    let screen = try await runningApp().feedScreen
    guard let item = screen.images.first(where: { $0.image.description == description }) else {
      let shown = screen.images.compactMap(\.image.description).map { "\"\($0)\"" }
      throw ExpectationFailure(
        "expected the app to show the image \"\(description)\" but it shows "
          + (shown.isEmpty ? "no images" : shown.joined(separator: ", ")))
    }
    return item
  }

  /// The error messages the current screen shows.
  func shownErrorMessages() async throws -> [String] {
    let app = try runningApp()
    switch screen {
    case .comments:
      return [await app.commentsScreen?.errorMessage].compactMap { $0 }
    case .feed:
      let feed = await app.feedScreen
      return [feed.errorMessage, feed.loadMore.errorMessage].compactMap { $0 }
    }
  }
}

/// Waits until `condition` holds, for at most five minutes: a guard against hangs generous enough
/// that no loaded machine reaches it, not a timing check. Returns whether it held.
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(300)
  while ContinuousClock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return await condition()
}

/// Whether a load started by ``FeedWorld/startHeld(_:requests:_:)`` has ended.
private actor LoadEnd {
  private(set) var isMarked = false

  func mark() {
    isMarked = true
  }
}
