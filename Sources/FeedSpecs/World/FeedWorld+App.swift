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
