import Foundation
import TestSupport
import Testing

/// The temporary SQLite stores of `feed-specs --store sqlite` are gone when the run ends, however
/// it ends: each test runs the built binary with `TMPDIR` set to a folder of its own.
@Suite("Temporary stores")
struct TemporaryStoresTests {
  @Test(
    "an interrupted --store sqlite --parallel 2 run removes its temporary stores and ends as the signal says",
    arguments: [SIGINT, SIGTERM])
  func interruptedRunRemovesStores(signal: Int32) throws {
    let (temporary, features) = (try PrivateTemporaryFolder(), try PrivateTemporaryFolder())
    defer {
      temporary.remove()
      features.remove()
    }
    // Long enough to be interrupted early on any machine: the run is stopped at its first store.
    let feature = features.url.appendingPathComponent("many.feature")
    try manyScenarios(5_000).write(to: feature, atomically: true, encoding: .utf8)
    let process = try startFeedSpecs(
      ["--store", "sqlite", "--parallel", "2", feature.path], temporary: temporary)

    // The run has made its stores' folder once the folder is not empty (a hang guard, not a
    // timing check). A synchronous wait: an awaiting task may not be resumed for a long while
    // when other tests block the shared threads, and the run would end meanwhile.
    let start = ContinuousClock.now
    while process.isRunning, try temporary.contents().isEmpty,
      ContinuousClock.now - start < .seconds(120)
    {
      usleep(10_000)
    }
    let output = (try? String(contentsOf: temporary.log, encoding: .utf8)) ?? ""
    try #require(
      process.isRunning,
      "the run ended before it could be interrupted: \(output.suffix(2_000))")
    try #require(try !temporary.contents().isEmpty, "the run made no temporary store")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()

    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try temporary.contents() == [])
  }

  @Test("a complete --store sqlite --parallel 2 run leaves no temporary store behind")
  func completeRunRemovesStores() throws {
    let temporary = try PrivateTemporaryFolder()
    defer { temporary.remove() }
    let feature = PackagePaths.features.appendingPathComponent("validate_cache.feature")
    let process = try startFeedSpecs(
      ["--store", "sqlite", "--parallel", "2", feature.path], temporary: temporary)

    process.waitUntilExit()

    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(try temporary.contents() == [])
  }

  /// A feature of `count` scenarios that validate an empty cache.
  private func manyScenarios(_ count: Int) -> String {
    let scenario = """
        Scenario: Validating an empty cache
          Given the cache is empty
          When the system validates the cache
          Then the cache is left as it was

      """
    return "Feature: Many stores\n\n" + String(repeating: scenario, count: count)
  }

  private func startFeedSpecs(_ arguments: [String], temporary: PrivateTemporaryFolder) throws
    -> Process
  {
    let process = Process()
    process.executableURL = try BuiltProducts.executable(named: "feed-specs")
    process.arguments = arguments
    process.currentDirectoryURL = PackagePaths.root
    process.environment = ProcessInfo.processInfo.environment.merging([
      "TMPDIR": temporary.url.path
    ]) { $1 }
    process.standardInput = FileHandle.nullDevice
    // The run's last lines, to say why a run ended early.
    let log = temporary.log
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw TestSupportError("cannot create \(log.path) for the run's output")
    }
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = process.standardOutput
    try process.run()
    return process
  }
}

/// An empty folder of the test's own, to be the run's `TMPDIR`.
private struct PrivateTemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("temporary-stores-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path)
  }

  /// Where the run's output goes, beside the folder.
  var log: URL { url.appendingPathExtension("log") }

  func remove() {
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.removeItem(at: log)
  }
}
