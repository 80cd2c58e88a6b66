import Foundation
import GherkinCommandLine

/// Times loading one feature file of growing size (a Gherkin feature, and text with no Gherkin
/// heading, which is also parsed to see that it fails), and a misspelt path's did-you-mean in
/// folders of growing size: each should grow in proportion to its input.
func runLoadingBenchmarks() throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-loading-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let clock = ContinuousClock()
  for megabytes in [2, 4, 8] {
    let size = megabytes << 20
    let step = "    Given the cache was saved 1 days ago\n"
    var feature = "Feature: Big\n  Scenario: Long\n"
    feature += String(repeating: step, count: (size - feature.utf8.count) / step.utf8.count)
    let prose = String(repeating: "just some words = and more words\n", count: size / 33)
    for (name, text) in [("feature", feature), ("not-gherkin", prose)] {
      let path = directory.appendingPathComponent("\(name)-\(megabytes).feature").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let time = clock.measure { _ = FeatureLoader().load(paths: [path]) }
      print("loading: a \(megabytes) MiB \(name) file (\(text.utf8.count) bytes) in \(time)")
    }
  }
  for entries in [1_000, 4_000, 16_000] {
    let folder = directory.appendingPathComponent("folder-\(entries)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<entries {
      try Data().write(to: folder.appendingPathComponent("feed_\(index).feature"))
    }
    let missing = folder.appendingPathComponent("feed_ofline.feature").path
    let time = clock.measure { _ = FeatureLoader().load(paths: [missing]) }
    print("loading: did-you-mean for a misspelt file in a folder of \(entries) files in \(time)")
  }
}
