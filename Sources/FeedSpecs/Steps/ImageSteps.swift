import EssentialApp
import EssentialFeed
import Foundation
import GherkinCommandLine

/// Images of the feed coming into and leaving the view, and the data they show.
enum ImageSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("Images on the feed screen")
    registry.when(
      "the image {string} comes into view", String.self,
      means:
        "The image with that description comes into view on the feed screen: the app starts loading its data."
    ) { world, description in
      try await load(described: description, &world)
    }
    registry.when(
      "the customer retries the image {string}", String.self,
      means:
        "The customer taps the retry offered on the image with that description: the app loads its data again."
    ) { world, description in
      try await load(described: description, &world)
    }
    registry.when(
      "the image {string} leaves the view before it arrives", String.self,
      means:
        "The image with that description leaves the view while its data is still on its way: the app cancels that load."
    ) {
      world, description in
      let item = try await world.shownImage(described: description)
      try expect(item.data == nil, "the image \"\(description)\" had already arrived")
      try await leave(item, &world)
    }
    registry.when(
      "the image {string} leaves the view after it arrived", String.self,
      means: "The image with that description leaves the view after its data arrived."
    ) {
      world, description in
      let item = try await world.shownImage(described: description)
      try expect(item.data != nil, "the image \"\(description)\" has not arrived")
      try await leave(item, &world)
    }
    registry.then(
      "the app shows the image {string} with data {string}", String.self, String.self,
      means: "Checks the data shown for the image with that description, exactly."
    ) {
      world, description, data in
      let shown = try await world.shownImage(described: description).data
      try expect(
        shown == Data(data.utf8),
        "expected the image \"\(description)\" to show the data \"\(data)\" but it shows "
          + quoted(shown.map { String(decoding: $0, as: UTF8.self) }))
    }
    registry.then(
      "the app offers to retry the image {string}", String.self,
      means:
        "Checks that the image with that description offers a retry, as after its data could not be loaded, and is no longer loading."
    ) { world, description in
      let item = try await world.shownImage(described: description)
      try expect(
        item.shouldRetry && !item.isLoading,
        "expected the app to offer to retry the image \"\(description)\" but it "
          + (item.isLoading ? "is still loading it" : "does not"))
    }
    registry.then(
      "the app shows it is loading the image {string}", String.self,
      means:
        "Checks that the image with that description shows it is loading, as while its data is on its way."
    ) { world, description in
      let item = try await world.shownImage(described: description)
      try expect(
        item.isLoading,
        "expected the app to show it is loading the image \"\(description)\" but it does not")
    }
    registry.then(
      "the app stops showing it is loading the image {string}", String.self,
      means:
        "Checks that the image with that description no longer shows it is loading, whether its data arrived, it failed or it left the view."
    ) { world, description in
      let item = try await world.shownImage(described: description)
      try expect(
        !item.isLoading,
        "expected the app to stop showing it is loading the image \"\(description)\" but it "
          + "still does")
    }
    registry.then(
      "the app does not offer to retry the image {string}", String.self,
      means: "Checks that the image with that description offers no retry."
    ) { world, description in
      let item = try await world.shownImage(described: description)
      try expect(
        !item.shouldRetry,
        "expected the app not to offer to retry the image \"\(description)\" but it does")
    }
    registry.then(
      "the app shows no data for the image {string}", String.self,
      means: "Checks that no data is shown for the image with that description."
    ) {
      world, description in
      let shown = try await world.shownImage(described: description).data
      try expect(
        shown == nil,
        "expected the image \"\(description)\" to show no data but it shows "
          + quoted(shown.map { String(decoding: $0, as: UTF8.self) }))
    }
  }

  /// Loads the data of the image described `description`, as it comes into view: to its end, or,
  /// when the server or the cache is slow, until the load waits for the slow answer.
  private static func load(described description: String, _ world: inout FeedWorld) async throws {
    let app = try world.runningApp()
    let item = try await world.shownImage(described: description)
    let load = await app.loadImage(for: item.image)
    world.imageLoads[item.image.id] = load
    if world.cacheIsSlow {
      let store = world.store
      let reached = await eventually { await store.hasWaitingRead }
      try expect(reached, "expected the app to read the image from the cache but it did not")
    } else if world.slowness == .none {
      await load.value
    } else {
      let server = world.server
      let url = item.image.url
      let reached = await server.waitForSuspendedRequest(where: { $0 == url })
      try expect(reached, "expected the app to ask the server for \(url) but it did not")
    }
  }

  private static func leave(_ item: FeedImageItemState, _ world: inout FeedWorld) async throws {
    let app = try world.runningApp()
    await app.cancelImageLoad(for: item.image)
    await world.store.releaseSlowReads()
    await world.imageLoads.removeValue(forKey: item.image.id)?.value
  }
}
