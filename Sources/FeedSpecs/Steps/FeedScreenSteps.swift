import EssentialApp
import EssentialFeed
import Foundation
import GherkinCommandLine

/// The customer's use of the feed screen, and what it shows.
enum FeedScreenSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The feed screen")
    registerActions(in: &registry)
    registerFeedOutcomes(in: &registry)
    registerScreenOutcomes(in: &registry)
  }

  private static func registerActions(in registry: inout StepRegistry<FeedWorld>) {
    registry.when(
      "the customer requests to see their/the feed",
      means:
        "The customer opens the feed: the app asks the server, and shows the cache instead when the server cannot give the feed. When the server is slow to answer, the request stays under way until the server answers it."
    ) { world in
      try await requestFeed(&world)
    }
    registry.when(
      "the customer scrolls to the end of the feed",
      means:
        "The customer reaches the end of the feed shown: the app asks the server for the next page. When the server is slow to answer, the request stays under way until the server answers it."
    ) { world in
      let app = try await world.startedApp()
      world.screen = .feed
      guard world.slowness == .all else { return await app.loadMore() }
      try await world.startHeld(.nextPage, requests: FeedWorld.isFeedRequest) {
        await app.loadMore()
      }
    }
    registry.when(
      "the customer sends the app to the background",
      means:
        "The customer leaves the app, which then checks its cache and removes it when it is too old."
    ) { world in
      let app = try await world.startedApp()
      await app.enterBackground()
    }
  }

  private static func registerFeedOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the app should display the latest feed from remote",
      means:
        "Checks that the feed screen shows exactly the server's feed: the same images in the same order, each with its description and location (and no location where the feed has none)."
    ) { world in
      try await expectShown(world.serverFeed, "the latest feed from remote", in: world)
    }
    registry.then(
      "the app should display the latest feed saved",
      means:
        "Checks that the feed screen shows exactly the feed this scenario put in the cache, in order, with descriptions and locations (and no location where the feed has none)."
    ) { world in
      guard let cached = world.cachedFeed else {
        throw ExpectationFailure("no feed was saved in the cache in this scenario")
      }
      try await expectShown(cached, "the latest feed saved", in: world)
    }
    registry.then(
      "the app should display an empty feed",
      means: "Checks that the feed screen shows no image and no error message."
    ) { world in
      let screen = try await world.runningApp().feedScreen
      try expect(
        screen.images.isEmpty && screen.errorMessage == nil,
        "expected an empty feed but the app shows \(screen.images.count) image(s) and the error "
          + "message \(quoted(screen.errorMessage))")
    }
    registry.then(
      "the app displays {int} images", Int.self,
      means: "Checks how many images the feed screen shows (not which ones)."
    ) { world, count in
      let shown = try await world.runningApp().feedScreen.images.count
      try expect(
        shown == count, "expected the app to display \(count) images but it shows \(shown)")
    }
    registry.then(
      "the app displays no images",
      means: "Checks that the feed screen shows no image; an error message may be shown."
    ) { world in
      let shown = try await world.runningApp().feedScreen.images.count
      try expect(shown == 0, "expected the app to display no images but it shows \(shown)")
    }
    registry.then(
      "the app offers to load more images",
      means:
        "Checks that the feed screen offers to load more images at the end of the feed, as while the server may hold more pages."
    ) { world in
      let loadMore = try await world.runningApp().feedScreen.loadMore
      try expect(
        loadMore.isAvailable,
        "expected the app to offer to load more images but it says there are no more")
    }
    registry.then(
      "the app says there are no more images to load",
      means: "Checks that the feed screen no longer offers to load more images."
    ) { world in
      let loadMore = try await world.runningApp().feedScreen.loadMore
      try expect(
        !loadMore.isAvailable,
        "expected the app to say there are no more images but it still offers to load more")
    }
  }

  private static func registerScreenOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the app should display the error message {string}", String.self,
      means: "Checks that the screen shows this error message, exactly as written."
    ) {
      world, message in
      let shown = try await world.shownErrorMessages()
      guard !shown.contains(message) else { return }
      try expectText(
        shown.first, message,
        "expected the error message \"\(message)\" but the app shows "
          + (shown.isEmpty ? "no error message" : shown.map { "\"\($0)\"" }.joined(separator: ", "))
      )
    }
    registry.then(
      "no error message is shown", means: "Checks that the screen shows no error message."
    ) { world in
      let shown = try await world.shownErrorMessages()
      try expect(
        shown.isEmpty,
        "expected no error message but the app shows "
          + shown.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    registry.then(
      "the feed title is {string}", String.self,
      means: "Checks the title of the feed screen, exactly as written."
    ) { world, title in
      let shown = try await world.runningApp().feedScreen.title
      try expectText(
        shown, title, "expected the feed title \"\(title)\" but the app shows \"\(shown)\"")
    }
    registry.then(
      "the app shows it is loading while the request is under way",
      means:
        "Checks that the feed screen showed it was loading while the server had the feed request."
    ) { world in
      try expect(
        world.loadingWhileRequestUnderWay == true,
        "expected the app to show it is loading while the server had the feed request, but it "
          + (world.loadingWhileRequestUnderWay == nil ? "never asked the server" : "did not"))
    }
    registry.then(
      "the app stops showing it is loading",
      means:
        "Checks that the feed screen no longer shows it is loading, whether the feed or the error message is shown."
    ) { world in
      let loading = try await world.runningApp().feedScreen.isLoading
      try expect(!loading, "expected the app to stop showing it is loading but it does not")
    }
    registry.then(
      "the app shows it is loading more images",
      means:
        "Checks that the row at the end of the feed shows it is loading the next page."
    ) { world in
      let loading = try await world.runningApp().feedScreen.loadMore.isLoading
      try expect(
        loading, "expected the app to show it is loading more images but it does not")
    }
    registry.then(
      "the app stops showing it is loading more images",
      means:
        "Checks that the row at the end of the feed no longer shows it is loading the next page, whether the page or the error message is shown."
    ) { world in
      let loading = try await world.runningApp().feedScreen.loadMore.isLoading
      try expect(
        !loading,
        "expected the app to stop showing it is loading more images but it still does")
    }
    registry.then(
      "the app stops showing it is loading once the feed is shown",
      means: "Checks that the feed screen shows images and no longer shows it is loading."
    ) { world in
      let screen = try await world.runningApp().feedScreen
      try expect(
        !screen.images.isEmpty, "expected the feed to be shown but the app shows no images")
      try expect(
        !screen.isLoading, "expected the app to stop showing it is loading but it does not")
    }
  }

  /// Requests the feed, holding the server's answer long enough to see what the screen shows
  /// while the request is under way; when the server is slow to answer, leaves the request
  /// under way.
  private static func requestFeed(_ world: inout FeedWorld) async throws {
    let app = try await world.startedApp()
    world.screen = .feed
    if world.slowness == .all {
      return try await world.startHeld(.feed, requests: FeedWorld.isFeedRequest) {
        await app.loadFeed()
      }
    }
    await world.applySlowness(holdingFeed: true)
    let load = Task { await app.loadFeed() }
    let server = world.server
    let held = await server.waitForSuspendedRequest(where: FeedWorld.isFeedRequest)
    world.loadingWhileRequestUnderWay = held ? await app.feedScreen.isLoading : nil
    await world.applySlowness()
    await server.releaseSuspendedRequests()
    await load.value
  }

  private static func expectShown(
    _ expected: [FeedImage], _ name: String, in world: FeedWorld
  ) async throws {
    let screen = try await world.runningApp().feedScreen
    let shown = screen.images.map(\.image)
    try expect(
      shown == expected,
      "expected the app to display \(name) \(expected.map(\.summary)) but it shows "
        + "\(shown.map(\.summary))"
        + (screen.errorMessage.map { " and the error message \"\($0)\"" } ?? ""))
    let shownTexts = screen.images.map { texts($0.viewModel) }
    let expectedTexts = expected.map { texts(description: $0.description, location: $0.location) }
    try expect(
      shownTexts == expectedTexts,
      "expected the images to show \(expectedTexts) but they show \(shownTexts)")
  }

  /// What an image shows in words: its description, and its location or that it shows none.
  private static func texts(description: String?, location: String?) -> String {
    "\(quoted(description)) / " + (location.map { "location \(quoted($0))" } ?? "no location")
  }

  /// What the image's view model shows, in the words of ``texts(description:location:)``.
  private static func texts(_ viewModel: FeedImageViewModel) -> String {
    "\(quoted(viewModel.description)) / "
      + (viewModel.hasLocation ? "location \(quoted(viewModel.location))" : "no location")
  }
}
