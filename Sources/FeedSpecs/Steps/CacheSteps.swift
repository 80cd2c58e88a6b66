import EssentialFeed
import Foundation
import GherkinCommandLine

/// What the cache holds, how it fails, and what the system did to it.
enum CacheSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The cache")
    registerArrangements(in: &registry)
    registerFaults(in: &registry)
    registerOutcomes(in: &registry)
    registerWholeCacheOutcomes(in: &registry)
    registerSavedFeedOutcomes(in: &registry)
  }

  private static func registerArrangements(in registry: inout StepRegistry<FeedWorld>) {
    registry.given(
      "there's a cached version of the feed holding these images:", PickleTable.self,
      means:
        "The cache holds these images, saved now. Columns: description, location, image (the image's address); each may be left out or left empty."
    ) {
      world, table in
      try await cache(try world.makeImages(from: table), in: &world)
    }
    registry.given(
      "there's a cached version of the feed holding {int} images", Int.self,
      means: "The cache holds that many images (Image 1, Image 2, …), saved now."
    ) {
      world, count in
      try await cache(world.makeImages(count), in: &world)
    }
    registry.given(
      "there's a cached version of the feed holding no images",
      means: "The cache holds an empty feed, saved now."
    ) { world in
      try await cache([], in: &world)
    }
    registry.given(
      "the cache is {age}", CacheAge.self,
      means:
        "Makes the cached feed that old: 3 days old, one second short of 7 days old, or 7 days and one second old. The cache must hold a feed already."
    ) { world, age in
      guard let cached = try await world.store.backing.retrieve() else {
        throw ExpectationFailure(
          "the cache holds no feed to be \(age): write \"Given there's a cached version of the feed holding 3 images\" (or its table) before this step"
        )
      }
      try await world.store.backing.insert(cached.feed, timestamp: world.clock.date(before: age))
    }
    registry.given(
      "the cache is dated {date}", Date.self,
      means:
        "Gives the feed already cached the date it was saved on, written as 24 November 2026 at 10:00; a date after today is a cache from the future."
    ) { world, date in
      guard let cached = try await world.store.backing.retrieve() else {
        throw ExpectationFailure(
          "the cache holds no feed to be dated: write \"Given there's a cached version of the feed holding 3 images\" (or its table) before this step"
        )
      }
      try await world.store.backing.insert(cached.feed, timestamp: date)
    }
    registry.given("the cache is empty", means: "Nothing is cached.") { world in
      try await world.store.backing.deleteCachedFeed()
      world.cachedFeed = nil
    }
    registry.given(
      "the cache holds the image {string} with data {string}", String.self, String.self,
      means: "The cache holds this data for this image address."
    ) { world, address, data in
      try await world.store.backing.insert(Data(data.utf8), for: try ServerSteps.imageURL(address))
    }
  }

  private static func registerFaults(in registry: inout StepRegistry<FeedWorld>) {
    registry.given(
      "^the cache cannot be (read|written|deleted)$", String.self,
      means: "Every read (or write, or delete) of the cache fails. Write read, written or deleted."
    ) { world, verb in
      let faults: [String: StoreFault] = ["read": .read, "written": .write, "deleted": .delete]
      await world.store.inject(faults[verb, default: .read])
    }
    registry.given(
      "the cache is busy for now",
      means:
        "Another program is writing to the cache at this moment, so reading it fails for now (it may work a moment later)."
    ) { world in
      await world.store.inject(.busy)
    }
    registry.given(
      "the cache is slow to answer",
      means: "Reading image data from the cache waits until the scenario's next steps let it go."
    ) { world in
      await world.store.makeDataReadsSlow()
      world.cacheIsSlow = true
    }
  }

  private static func registerOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the cache now holds the image {string} with data {string}", String.self, String.self,
      means: "Checks that the cache holds exactly this data for this image address."
    ) { world, address, data in
      let stored = try await world.store.backing.retrieve(
        dataForURL: try ServerSteps.imageURL(address))
      try expect(
        stored == Data(data.utf8),
        "expected the cache to hold the data \"\(data)\" for \(address) but it holds "
          + quoted(stored.map { String(decoding: $0, as: UTF8.self) }))
    }
    registry.then(
      "the cache holds no data for the image {string}", String.self,
      means: "Checks that the cache keeps no data for the image at that address."
    ) { world, address in
      let stored = try await world.store.backing.retrieve(
        dataForURL: try ServerSteps.imageURL(address))
      try expect(
        stored == nil,
        "expected the cache to hold no data for \(address) but it holds "
          + quoted(stored.map { String(decoding: $0, as: UTF8.self) }))
    }
  }

  /// The checks of what the whole cache holds after the system acted.
  private static func registerWholeCacheOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the cache is left as it was",
      means:
        "Checks that the cache holds what it held before the system acted: the same images, saved at the same time."
    ) { world in
      guard let before = world.cacheBeforeAction else {
        throw ExpectationFailure(
          "\"the cache is left as it was\" compares the cache with how it was before the system acted: write it after the When step that acts"
        )
      }
      let now = try await world.store.backing.retrieve()
      try expect(
        now == before,
        "expected the cache to be left as it was (\(describe(before))) but it holds "
          + describe(now))
    }
    registry.then(
      "the system deletes the cache",
      means:
        "Checks that the system asked to delete the cached feed, and that nothing is cached now."
    ) { world in
      let messages = await world.store.messages
      try expect(
        messages.contains(.deleteCachedFeed),
        "expected the system to delete the cache but "
          + StoreMessage.plainWords(messages))
      let now = try await world.store.backing.retrieve()
      try expect(now == nil, "expected the cache to be deleted but it holds \(describe(now))")
    }
    registry.then("the cache holds no feed", means: "Checks that nothing is cached.") { world in
      let now = try await world.store.backing.retrieve()
      try expect(now == nil, "expected the cache to hold no feed but it holds \(describe(now))")
    }
  }

  /// The checks of the feed the system saved in the cache.
  private static func registerSavedFeedOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the cache holds these images, saved today at {int}:{int}:", Int.self, Int.self,
      PickleTable.self,
      means:
        "Checks that the cache holds exactly these images in this order (description and location), saved today at that time. Columns: description, location."
    ) { world, hour, minute, table in
      let expected = try ImageTable(table)
      let now = try await world.store.backing.retrieve()
      let images = now?.feed.map(\.model) ?? []
      try expect(
        now != nil && expected.matches(images),
        "expected the cache to hold \(expected.summary) but it holds \(describe(now))")
      let savedAt = world.clock.today(hour: hour, minute: minute)
      try expect(
        now?.timestamp == savedAt,
        "expected the cache to be saved at \(quoted(savedAt?.description)) but it was saved at "
          + quoted(now?.timestamp.description))
    }
    registry.then(
      "replace the cache with the new feed",
      means: "Checks that the cache holds exactly the server's feed, saved now."
    ) { world in
      let now = try await world.store.backing.retrieve()
      try expect(
        now?.feed.map(\.model) == world.serverFeed,
        "expected the cache to hold the server's feed \(world.serverFeed.map(\.summary)) but it "
          + "holds \(describe(now))")
      try expect(
        now?.timestamp == world.clock.now,
        "expected the new cache to be saved now (\(world.clock.now)) but it was saved at "
          + quoted(now?.timestamp.description))
    }
  }

  private static func cache(_ images: [FeedImage], in world: inout FeedWorld) async throws {
    try await world.store.backing.insert(images.map(\.local), timestamp: world.clock.now)
    world.cachedFeed = images
  }

  static func describe(_ cache: CachedFeed??) -> String {
    guard case .some(.some(let cache)) = cache else { return "no feed" }
    return "\(cache.feed.map(\.model.summary)) saved at \(cache.timestamp)"
  }
}

extension FeedImage {
  /// The image as the cache keeps it.
  var local: LocalFeedImage {
    LocalFeedImage(id: id, description: description, location: location, url: url)
  }
}

extension LocalFeedImage {
  /// The image as the feed shows it.
  var model: FeedImage {
    FeedImage(id: id, description: description, location: location, url: url)
  }
}
