import Testing

@testable import GherkinCommandLine

/// The world of the cache feature used by bridge, reporter and command tests.
struct CacheWorld {
  var age = 0
}

struct StoreFailure: Error, CustomStringConvertible {
  var description: String { "the store failed" }
}

struct CountMismatch: Error, CustomStringConvertible {
  var expected: Int
  var actual: Int
  var description: String { "expected \(expected) images, the row says \(actual)" }
}

/// Definitions for `cacheFeature`: fresh caches (under 7 days) display 2 images, stale ones 0.
///
/// With `usingExpect`, the outcome step checks with `#expect` (only for tests that run it under
/// the Swift Testing bridge); otherwise it throws ``CountMismatch``.
func makeCacheRegistry(usingExpect: Bool = false) -> StepRegistry<CacheWorld> {
  var registry = StepRegistry { CacheWorld() }
  registry.given("the cache was saved {int} days ago", Int.self) { world, days in
    world.age = days
  }
  registry.given("the store fails") { _ in throw StoreFailure() }
  registry.then("the app displays {int} images", Int.self) { world, count in
    let expected = world.age < 7 ? 2 : 0
    if usingExpect {
      #expect(count == expected)
    } else if count != expected {
      throw CountMismatch(expected: expected, actual: count)
    }
  }
  return registry
}
