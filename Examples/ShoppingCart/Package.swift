// swift-tools-version: 6.2
import Foundation
import PackageDescription

// This example lives inside the harness's repository and depends on it by path, two folders up.
// SwiftPM names a path dependency after its folder, which is whatever the checkout is called, so
// the name is read from the path here. A team's own package depends on the harness by URL instead
// (see the Gherkin catalog's "Adopting the harness" article) and writes `package: "essential-feed"`.
let harnessPath = "../.."
let harness = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(harnessPath)
  .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
  name: "ShoppingCart",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: harnessPath)],
  targets: [
    // The code under test: knows nothing of Gherkin.
    .target(name: "ShoppingCart"),
    // The step definitions, shared by the tests and the command line.
    .target(
      name: "ShoppingCartSteps",
      dependencies: ["ShoppingCart", .product(name: "Gherkin", package: harness)]),
    // `swift run cart-specs`: the Cucumber-style command line over Features/, with both wings:
    // the reports (junit, json, html, `report`) and `language-server`.
    .executableTarget(
      name: "cart-specs",
      dependencies: [
        "ShoppingCartSteps", .product(name: "Gherkin", package: harness),
        .product(name: "GherkinReports", package: harness),
        .product(name: "GherkinLanguageServer", package: harness),
      ]),
    // `swift test`: one Swift Testing test per scenario of Features/, written by the plugin. The
    // plugin reads the target's Features, a link to the package's Features/: inside the target's
    // folder, SwiftPM plans the build again when a feature file is added, removed or renamed.
    .testTarget(
      name: "ShoppingCartAcceptanceTests",
      dependencies: [
        "ShoppingCartSteps", .product(name: "GherkinTesting", package: harness),
      ],
      exclude: ["Features"],
      plugins: [.plugin(name: "GherkinScenarioTests", package: harness)]),
  ],
  swiftLanguageModes: [.v6]
)
