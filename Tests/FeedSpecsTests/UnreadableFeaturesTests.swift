import Foundation
import Testing

/// The built `feed-specs` binary on features it may not read, run as a user whom file
/// permissions stop (as `nobody` when the tests run as root), so CI proves these too.
@Suite("feed-specs on features and languages files it may not read")
struct UnreadableFeaturesTests {
  @Test(
    "a folder that cannot be read is reported by its path, its features not silently skipped, exit 2",
    .enabled(if: UnprivilegedRun.isAvailable, UnprivilegedRun.unavailable))
  func unreadableFolderIsReported() throws {
    let workspace = try Workspace()
    let folder = workspace.features
    let locked = folder.appendingPathComponent("locked")
    defer { workspace.remove(unlocking: locked) }
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try Self.feature.write(
      to: locked.appendingPathComponent("failing.feature"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)

    let run = try UnprivilegedRun.feedSpecs([folder.path], in: workspace.root)

    #expect(run.status == 2, "\(run.output)")
    #expect(run.output.contains("\(locked.path): permission denied.\n"), "\(run.output)")
  }

  @Test(
    "a feature file that may not be read is reported as permission denied, exit 2",
    .enabled(if: UnprivilegedRun.isAvailable, UnprivilegedRun.unavailable))
  func unreadableFileIsReported() throws {
    let workspace = try Workspace()
    let folder = workspace.features
    let locked = folder.appendingPathComponent("locked.feature")
    defer { workspace.remove(unlocking: locked) }
    try Self.feature.write(to: locked, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)

    let run = try UnprivilegedRun.feedSpecs([folder.path], in: workspace.root)

    #expect(run.status == 2, "\(run.output)")
    #expect(run.output.contains("\(locked.path): permission denied.\n"), "\(run.output)")
  }

  @Test(
    "a --languages file that may not be read says so and how to make it readable, exit 2",
    .enabled(if: UnprivilegedRun.isAvailable, UnprivilegedRun.unavailable))
  func unreadableLanguagesFileIsExplained() throws {
    let workspace = try Workspace()
    let folder = workspace.features
    let languages = workspace.root.appendingPathComponent("languages.json")
    defer { workspace.remove(unlocking: languages) }
    try Data("{}".utf8).write(to: languages)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: languages.path)

    let run = try UnprivilegedRun.feedSpecs(
      ["--languages", languages.path, folder.path], in: workspace.root)

    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.output.hasPrefix(
        "feed-specs: --languages \(languages.path): you may not read this file (permission denied). Make it readable, for example with chmod a+r \(languages.path), or give another languages file.\n"
      ), "\(run.output)")
  }

  // MARK: - Helpers

  static let feature = """
    Feature: Locked away

      Scenario: Never read
        Given the customer has connectivity
    """

}

/// A fresh folder open to every user (so to `nobody` too), holding `Features/` with one readable
/// feature, and room for what else a test needs.
private struct Workspace {
  let root: URL
  var features: URL { root.appendingPathComponent("Features") }

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
    let open = features.appendingPathComponent("open.feature")
    try UnreadableFeaturesTests.feature.write(to: open, atomically: true, encoding: .utf8)
    for (path, mode) in [(root, 0o755), (features, 0o755), (open, 0o644)] {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path.path)
    }
  }

  /// Removes the folder, first opening `locked` again.
  func remove(unlocking locked: URL) {
    chmod(locked.path, 0o755)
    try? FileManager.default.removeItem(at: root)
  }
}
