import EssentialFeed
import Foundation
import GherkinCommandLine

/// The feed use cases driven directly: load from remote, load from cache, validate, save.
enum FeedUseCaseSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The feed use cases, without a screen")
    registerActions(in: &registry)
    registerOutcomes(in: &registry)
  }

  private static func registerActions(in registry: inout StepRegistry<FeedWorld>) {
    registry.when(
      "the system loads the feed from the server",
      means:
        "The feed use case alone, without a screen: loads the first page of the feed from the server."
    ) { world in
      try await world.beginAction()
      let loader = RemoteLoader(
        url: FeedWorld.firstPageURL, client: world.server, mapper: FeedItemsMapper.map)
      world.outcome = await SystemOutcome.of { .images(try await loader.load()) }
    }
    registry.when(
      "the system loads the feed from the cache",
      means:
        "The load-from-cache use case alone: delivers the cached feed while it is less than seven days old."
    ) { world in
      try await world.beginAction()
      let loader = world.localFeedLoader()
      world.outcome = await SystemOutcome.of { .images(try await loader.load()) }
    }
    registry.when(
      "the system validates the cache",
      means:
        "The validate-cache use case alone: removes a cached feed seven days old or more, or one that can never be read; a cache that is only busy for now is kept."
    ) { world in
      try await world.beginAction()
      let loader = world.localFeedLoader()
      world.outcome = await SystemOutcome.of {
        try await loader.validateCache()
        return .success
      }
    }
    registry.when(
      "the system saves these images to the cache:", PickleTable.self,
      means:
        "The save use case alone: replaces the cache with these images, saved now. Columns: description, location, image (the image's address)."
    ) {
      world, table in
      try await save(try world.makeImages(from: table), &world)
    }
    registry.when(
      "the system saves {int} images to the cache", Int.self,
      means: "The save use case alone: replaces the cache with that many images, saved now."
    ) { world, count in
      try await save(world.makeImages(count), &world)
    }
  }

  private static func registerOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the system delivers these images:", PickleTable.self,
      means:
        "Checks the images the use case delivered, in order (description and location). Columns: description, location."
    ) { world, table in
      let expected = try ImageTable(table)
      let images = try delivered(world)
      try expect(
        expected.matches(images),
        "expected the system to deliver \(expected.summary) but it delivered "
          + "\(images.map(\.summary))")
    }
    registry.then(
      "the system delivers {int} images", Int.self,
      means: "Checks how many images the use case delivered (not which ones)."
    ) { world, count in
      let images = try delivered(world)
      try expect(
        images.count == count,
        "expected the system to deliver \(count) images but it delivered \(images.count)")
    }
    registry.then(
      "the system delivers {int} image(s) described as {string}", Int.self, String.self,
      means: "Checks that the use case delivered that many images, each with that description."
    ) { world, count, description in
      let images = try delivered(world)
      try expect(
        images.count == count && images.allSatisfy { $0.description == description },
        "expected the system to deliver \(count) image(s) described as \"\(description)\" but it "
          + "delivered \(images.map(\.summary))")
    }
    registry.then(
      "the system delivers no feed images",
      means: "Checks that the use case delivered an empty feed (and no error)."
    ) { world in
      let images = try delivered(world)
      try expect(
        images.isEmpty,
        "expected the system to deliver no feed images but it delivered \(images.map(\.summary))")
    }
    registry.then(
      "the system delivers a success message",
      means: "Checks that the use case finished without an error."
    ) { world in
      try expectOutcome(world, "a success message") {
        if case .success = $0 { true } else { false }
      }
    }
    registry.then(
      "the system delivers an error", means: "Checks that the use case failed, whatever the error."
    ) { world in
      try expectOutcome(world, "an error") {
        if case .failure = $0 { true } else { false }
      }
    }
    registry.then(
      "the system delivers an invalid data error",
      means:
        "Checks that the use case failed because the server's answer was not a feed it can read."
    ) { world in
      try expectError(world, RemoteLoaderError.invalidData, "an invalid data error")
    }
    registry.then(
      "the system delivers a connectivity error",
      means: "Checks that the use case failed because the server could not be reached."
    ) { world in
      try expectError(world, RemoteLoaderError.connectivity, "a connectivity error")
    }
  }

  private static func save(_ images: [FeedImage], _ world: inout FeedWorld) async throws {
    try await world.beginAction()
    let loader = world.localFeedLoader()
    world.outcome = await SystemOutcome.of {
      try await loader.save(images)
      return .success
    }
  }

  private static func delivered(_ world: FeedWorld) throws -> [FeedImage] {
    guard case .images(let images) = world.outcome else {
      throw ExpectationFailure(
        "expected the system to deliver feed images but it delivered "
          + (world.outcome?.summary ?? "nothing yet"))
    }
    return images
  }

  /// Throws unless the last outcome satisfies `matches`.
  static func expectOutcome(
    _ world: FeedWorld, _ expected: String, _ matches: (SystemOutcome) -> Bool
  ) throws {
    guard let outcome = world.outcome else {
      throw ExpectationFailure("expected the system to deliver \(expected) but it was not asked")
    }
    try expect(
      matches(outcome),
      "expected the system to deliver \(expected) but it delivered \(outcome.summary)")
  }

  /// Throws unless the last outcome is the error `expected`.
  static func expectError<E: Error & Equatable>(
    _ world: FeedWorld, _ expected: E, _ name: String
  ) throws {
    try expectOutcome(world, name) {
      if case .failure(let error) = $0 { (error as? E) == expected } else { false }
    }
  }
}

extension FeedWorld {
  /// The cache use cases over the scenario's cache and clock.
  func localFeedLoader() -> LocalFeedLoader {
    LocalFeedLoader(
      store: store, currentDate: { [now = clock.now] in now },
      policy: FeedCachePolicy(calendar: clock.calendar))
  }
}
