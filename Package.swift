// swift-tools-version: 6.2
import PackageDescription

/// Every Swift target builds with warnings as errors, declared here so that `swift build`,
/// `swift test` and `swift run` share one set of flags and never rebuild each other.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "EssentialFeed",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "EssentialFeed", targets: ["EssentialFeed"]),
    .library(name: "EssentialFeedSQLite", targets: ["EssentialFeedSQLite"]),
    .library(name: "EssentialApp", targets: ["EssentialApp"]),
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .executable(name: "essential-feed", targets: ["essential-feed"]),
    .executable(name: "feed-specs", targets: ["feed-specs"]),
    .executable(name: "feed-bench", targets: ["feed-bench"]),
  ],
  targets: [
    // Product core
    .target(name: "EssentialFeed", swiftSettings: strict),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(
      name: "EssentialFeedSQLite", dependencies: ["EssentialFeed", "CSQLite"], swiftSettings: strict),
    // Child process of the SQLite crash test: saves feeds in a loop until it is killed.
    .executableTarget(
      name: "feed-store-crash-writer",
      dependencies: ["EssentialFeed", "EssentialFeedSQLite"],
      swiftSettings: strict
    ),
    .target(name: "EssentialApp", dependencies: ["EssentialFeed"], swiftSettings: strict),
    .executableTarget(
      name: "essential-feed",
      dependencies: ["EssentialApp", "EssentialFeed", "EssentialFeedSQLite"],
      swiftSettings: strict
    ),

    // Acceptance harness
    .target(name: "Gherkin", swiftSettings: strict),
    .target(name: "GherkinTesting", dependencies: ["Gherkin"], swiftSettings: strict),
    .target(
      name: "FeedSpecs",
      dependencies: ["Gherkin", "EssentialApp", "EssentialFeed", "EssentialFeedSQLite"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "feed-specs", dependencies: ["FeedSpecs", "Gherkin"], swiftSettings: strict),

    // Benchmarks
    .executableTarget(
      name: "feed-bench",
      dependencies: ["EssentialApp", "EssentialFeed", "EssentialFeedSQLite", "Gherkin"],
      swiftSettings: strict
    ),

    // Tests
    .testTarget(
      name: "EssentialFeedTests", dependencies: ["EssentialFeed"], swiftSettings: strict),
    .testTarget(
      name: "EssentialFeedSQLiteTests",
      dependencies: ["EssentialFeedSQLite", "EssentialFeed", "CSQLite"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "EssentialAppTests", dependencies: ["EssentialApp", "EssentialFeed"],
      swiftSettings: strict),
    .testTarget(
      name: "EssentialFeedCLITests",
      dependencies: ["essential-feed", "EssentialApp", "EssentialFeed", "EssentialFeedSQLite"],
      exclude: ["Fixtures", "Support/fixture_server.py", "Support/silent_server.py"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "GherkinTests", dependencies: ["Gherkin", "GherkinTesting"], exclude: ["Fixtures"],
      swiftSettings: strict),
    .testTarget(
      name: "FeedSpecsTests",
      dependencies: ["FeedSpecs", "GherkinTesting", "Gherkin"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
