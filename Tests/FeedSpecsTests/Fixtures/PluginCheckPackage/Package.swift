// swift-tools-version: 6.2
import PackageDescription

// A Swift team's package whose test target ScenarioTests keeps its own Features/, and whose test
// target RootScenarioTests reads the package's Features/ through a link Features in its folder:
// .ci/plugin-check builds a copy of it, with the path below made absolute, and adds, removes and
// renames feature files in both between `swift test` runs.
let package = Package(
  name: "PluginCheckFixture",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "EssentialFeed", path: "../../../..")],
  targets: [
    .testTarget(
      name: "ScenarioTests",
      dependencies: [
        .product(name: "Gherkin", package: "EssentialFeed"),
        .product(name: "GherkinTesting", package: "EssentialFeed"),
      ],
      plugins: [.plugin(name: "GherkinScenarioTests", package: "EssentialFeed")]
    ),
    .testTarget(
      name: "RootScenarioTests",
      dependencies: [
        .product(name: "Gherkin", package: "EssentialFeed"),
        .product(name: "GherkinTesting", package: "EssentialFeed"),
      ],
      exclude: ["Features"],
      plugins: [.plugin(name: "GherkinScenarioTests", package: "EssentialFeed")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
