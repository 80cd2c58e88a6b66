// swift-tools-version: 6.2
import PackageDescription

// A Swift team's package using the GherkinScenarioTests plugin: GeneratedScenarioTestsTests builds
// a copy of it, with the path below made absolute, and runs `swift test` on it.
let package = Package(
  name: "ScenarioTestsFixture",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "EssentialFeed", path: "../../../..")],
  targets: [
    .testTarget(
      name: "GreetingTests",
      dependencies: [
        .product(name: "Gherkin", package: "EssentialFeed"),
        .product(name: "GherkinTesting", package: "EssentialFeed"),
      ],
      plugins: [.plugin(name: "GherkinScenarioTests", package: "EssentialFeed")]
    )
  ],
  swiftLanguageModes: [.v6]
)
