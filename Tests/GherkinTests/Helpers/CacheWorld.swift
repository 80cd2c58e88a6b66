import Gherkin
import Testing

/// The world of the cache feature used by bridge and command tests.
struct CacheWorld {
  var age = 0
}

struct StoreFailure: Error, CustomStringConvertible {
  var description: String { "the store failed" }
}

/// Definitions for `cacheFeature`: fresh caches (under 7 days) display 2 images, stale ones 0.
func makeCacheRegistry() -> StepRegistry<CacheWorld> {
  var registry = StepRegistry { CacheWorld() }
  registry.given("the cache was saved {int} days ago", Int.self) { world, days in
    world.age = days
  }
  registry.given("the store fails") { _ in throw StoreFailure() }
  registry.then("the app displays {int} images", Int.self) { world, count in
    #expect(count == (world.age < 7 ? 2 : 0))
  }
  return registry
}
