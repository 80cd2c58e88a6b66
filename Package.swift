// swift-tools-version: 6.0
import PackageDescription

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
    .target(name: "EssentialFeed"),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "EssentialFeedSQLite", dependencies: ["EssentialFeed", "CSQLite"]),
    // Child process of the SQLite crash test: saves feeds in a loop until it is killed.
    .executableTarget(
      name: "feed-store-crash-writer",
      dependencies: ["EssentialFeed", "EssentialFeedSQLite"]
    ),
    .target(name: "EssentialApp", dependencies: ["EssentialFeed"]),
    .executableTarget(
      name: "essential-feed",
      dependencies: ["EssentialApp", "EssentialFeed", "EssentialFeedSQLite"]
    ),

    // Acceptance harness
    .target(name: "Gherkin"),
    .target(name: "GherkinTesting", dependencies: ["Gherkin"]),
    .target(
      name: "FeedSpecs",
      dependencies: ["Gherkin", "EssentialApp", "EssentialFeed", "EssentialFeedSQLite"]
    ),
    .executableTarget(name: "feed-specs", dependencies: ["FeedSpecs", "Gherkin"]),

    // Benchmarks
    .executableTarget(
      name: "feed-bench",
      dependencies: ["EssentialApp", "EssentialFeed", "EssentialFeedSQLite", "Gherkin"]
    ),

    // Tests
    .testTarget(name: "EssentialFeedTests", dependencies: ["EssentialFeed"]),
    .testTarget(
      name: "EssentialFeedSQLiteTests",
      dependencies: ["EssentialFeedSQLite", "EssentialFeed", "CSQLite"]
    ),
    .testTarget(name: "EssentialAppTests", dependencies: ["EssentialApp", "EssentialFeed"]),
    .testTarget(
      name: "EssentialFeedCLITests",
      dependencies: ["essential-feed", "EssentialApp", "EssentialFeed", "EssentialFeedSQLite"],
      exclude: ["Fixtures", "Support/fixture_server.py"]
    ),
    .testTarget(
      name: "GherkinTests", dependencies: ["Gherkin", "GherkinTesting"], exclude: ["Fixtures"]),
    .testTarget(
      name: "FeedSpecsTests",
      dependencies: ["FeedSpecs", "GherkinTesting", "Gherkin"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
