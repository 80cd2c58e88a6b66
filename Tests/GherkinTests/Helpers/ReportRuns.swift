import Foundation
import GherkinReports
import Testing

@testable import GherkinCommandLine

/// Parses `sources` (by default `cacheFeature`) and runs the pickles `select` picks from them
/// (by default all, in file order) with the cache registry, feeding the whole run to
/// `reporter`; returns the text the reporter wrote over the run.
func report(
  with reporter: some MessageFormatter,
  sources: [(uri: String, text: String)] = [
    ("features/cache.feature", cacheFeature)
  ], registry: StepRegistry<CacheWorld> = makeCacheRegistry(),
  select: (FeatureSuite) -> [Pickle] = \.pickles
) async -> String {
  var sink = ReporterCapture(reporter: reporter)
  let runner = TestRunner(
    registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
  let suite = FeatureSuite(sources: sources)
  await runner.run(suite, pickles: select(suite), to: &sink)
  return sink.text
}

/// ``report(with:sources:registry:select:)`` through the reporter `feed-specs --format` makes
/// for `format`, as product owners see it (without colours unless `colors`), by a command with
/// the reports wing; a format no wing makes fails the calling test and gives an empty text.
func report(
  format: ReportFormat, colors: Bool = false, strict: Bool = false,
  sources: [(uri: String, text: String)] = [("features/cache.feature", cacheFeature)],
  registry: StepRegistry<CacheWorld> = makeCacheRegistry(),
  select: (FeatureSuite) -> [Pickle] = \.pickles
) async -> String {
  var command = GherkinCommand()
  command.wings = [.reports()]
  let formatter: any MessageFormatter
  do {
    formatter = try command.formatter(for: format, colors: colors)
  } catch {
    Issue.record("the reports wing does not make \(format): \(error)")
    return ""
  }
  return await report(with: formatter, sources: sources, registry: registry, select: select)
}

/// Keeps a run's record and feeds the run's envelopes to one formatter, keeping what it writes
/// (the pieces after a text, as the command writes them).
struct ReporterCapture<R: MessageFormatter>: RunSink {
  var reporter: R
  var record = TestRunRecord()
  var text = ""

  mutating func publish(_ output: RunOutput) {
    record.publish(output)
    guard case .envelope(let envelope) = output else { return }
    let start = reporter.format(envelope, in: record)
    text += start
    guard !start.isEmpty else { return }
    // A piece that cannot be read fails the test on the text it leaves out.
    while let piece = try? reporter.nextPiece() { text += piece }
  }
}

/// A feature of `count` scenarios of one passing step each, named "Scenario 1" and so on.
func manyScenarios(_ count: Int) -> String {
  "Feature: Many\n"
    + (1...count).map { "\n  Scenario: Scenario \($0)\n    Given the cache was saved 1 days ago\n" }
    .joined()
}

/// Text written by a command, collected from any thread.
final class OutputBuffer: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var storage = ""

  func write(_ text: String) {
    lock.withLock { storage += text }
  }

  var text: String { lock.withLock { storage } }
}

/// Whether an executable is on the PATH, and where.
func executable(named name: String) -> String? {
  let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
  return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs `executable` with `arguments`; returns its exit status and combined output.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
