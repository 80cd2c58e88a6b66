import EssentialFeed
import Foundation
import GherkinCommandLine

/// The image-data use cases driven directly: load from remote, load from local, save.
enum ImageDataUseCaseSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The image-data use cases, without a screen")
    registerActions(in: &registry)
    registerOutcomes(in: &registry)
  }

  private static func registerActions(in registry: inout StepRegistry<FeedWorld>) {
    registry.when(
      "the system saves the data {string} for the image {string}", String.self, String.self,
      means:
        "The image-data save use case alone: keeps this data for this image address in the cache."
    ) { (world: inout _, data, address) in
      try await world.beginAction()
      let url = try ServerSteps.imageURL(address)
      let loader = LocalFeedImageDataLoader(store: world.store)
      world.outcome = await SystemOutcome.of {
        try await loader.save(Data(data.utf8), for: url)
        return .success
      }
    }
    registry.when(
      "the system loads the image {string} from the cache", String.self,
      means: "The image-data use case alone: loads the data of this image address from the cache."
    ) {
      world, address in
      let loader = LocalFeedImageDataLoader(store: world.store)
      try await load(address, with: loader, isSlow: world.cacheIsSlow, &world) { sources in
        await eventually { await sources.store.hasWaitingRead }
      }
    }
    registry.when(
      "the system loads the image {string} from the server", String.self,
      means: "The image-data use case alone: loads the data of this image address from the server."
    ) {
      world, address in
      let loader = RemoteFeedImageDataLoader(client: world.server)
      try await load(address, with: loader, isSlow: world.slowness != .none, &world) { world in
        await world.server.waitForSuspendedRequest(where: { _ in true })
      }
    }
    registry.when(
      "the load is cancelled before the image arrives",
      means:
        "Cancels the image load under way; the answer must be slow (see the slow to answer sentences)."
    ) { world in
      guard let load = world.pendingLoad else {
        throw ExpectationFailure("no load is under way to cancel (is the answer slow?)")
      }
      load.cancel()
      await world.store.releaseSlowReads()
      world.outcome = await load.value
      world.pendingLoad = nil
    }
  }

  private static func registerOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the system delivers the image data {string}", String.self,
      means: "Checks the image data the use case delivered, exactly."
    ) { world, data in
      try FeedUseCaseSteps.expectOutcome(world, "the image data \"\(data)\"") {
        if case .data(let delivered) = $0 { delivered == Data(data.utf8) } else { false }
      }
    }
    registry.then(
      "the system delivers no image data nor error",
      means: "Checks that the use case delivered nothing at all, as after a cancelled load."
    ) { world in
      try FeedUseCaseSteps.expectOutcome(world, "no image data nor error") {
        if case .nothing = $0 { true } else { false }
      }
    }
    registry.then(
      "the system delivers a not found error",
      means: "Checks that the use case failed because the cache holds no data for that image."
    ) { world in
      try FeedUseCaseSteps.expectError(
        world, LocalFeedImageDataLoader.LoadError.notFound, "a not found error")
    }
    registry.then(
      "the system delivers a failed error",
      means: "Checks that the use case failed because the cache could not be read or written."
    ) { world in
      try FeedUseCaseSteps.expectOutcome(world, "a failed error") {
        guard case .failure(let error) = $0 else { return false }
        return (error as? LocalFeedImageDataLoader.LoadError) == .failed
          || (error as? LocalFeedImageDataLoader.SaveError) == .failed
      }
    }
  }

  /// Loads `address` with `loader`; when the answer `isSlow`, leaves the load under way once
  /// `reachesSlowSource` waits until it reached the slow source, returning whether it did.
  private static func load(
    _ address: String, with loader: some FeedImageDataLoader, isSlow: Bool,
    _ world: inout FeedWorld,
    reachesSlowSource: @escaping @Sendable (FeedWorldSources) async -> Bool
  ) async throws {
    try await world.beginAction()
    let url = try ServerSteps.imageURL(address)
    let load = Task { await SystemOutcome.of { .data(try await loader.loadImageData(from: url)) } }
    guard isSlow else {
      world.outcome = await load.value
      return
    }
    let sources = FeedWorldSources(server: world.server, store: world.store)
    try expect(
      await reachesSlowSource(sources),
      "expected the load to wait for the slow answer but it did not")
    world.pendingLoad = load
  }
}

/// The scenario's server and cache, for checks made from another task.
struct FeedWorldSources: Sendable {
  let server: StubHTTPClient
  let store: FeedStoreSpy
}
