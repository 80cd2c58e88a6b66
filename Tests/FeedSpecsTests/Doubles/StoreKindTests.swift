import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("Store choice")
struct StoreKindTests {
  @Test("FEED_SPECS_STORE names the store; unset means no choice")
  func environmentChoosesStore() throws {
    #expect(try StoreKind.fromEnvironment(["FEED_SPECS_STORE": "sqlite"]) == .sqlite)
    #expect(try StoreKind.fromEnvironment([:]) == nil)
  }

  @Test("an unknown store name is a clear error")
  func unknownStoreIsError() {
    #expect(throws: ExpectationFailure("unknown store \"disk\": use one of memory, sqlite")) {
      try StoreKind.named("disk")
    }
  }

  @Test("a scenario tagged @sqlite runs on a SQLite file, the others in memory")
  func sqliteTag() async throws {
    let text = """
      Feature: Stores

        @sqlite
        Scenario: On SQLite
          Then the cache is a sqlite store

        Scenario: In memory
          Then the cache is a memory store
      """
    var registry = try FeedSpecs.registry()
    registry.then("the cache is a {word} store", String.self) { world, kind in
      try expect(world.storeKind.rawValue == kind, "the store is \(world.storeKind)")
    }
    var log = RunLog()
    let outcome = await TestRunner(
      registry: registry, options: RunOptions(stepTimeLimit: .seconds(600))
    ).run(
      FeatureSuite(sources: [(uri: "stores.feature", text: text)]), to: &log)

    #expect(outcome.results.map(\.status) == [.passed, .passed])
  }

  private func expect(_ condition: Bool, _ message: String) throws {
    if !condition { throw ExpectationFailure(message) }
  }
}
