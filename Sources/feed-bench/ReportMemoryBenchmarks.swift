import Foundation
import GherkinCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// Writes message files of about 10, 40 and 160 MB (a generated suite of files of 100 passing
/// scenarios, run with `--format message:FILE`) and prints, for each, the peak RSS of the
/// release `feed-specs report FILE` making each built-in file format (a summary, pretty text,
/// JUnit, an HTML page, Cucumber JSON and usage), to show how it grows with the file's size:
/// about flat, as each folds a test case as it finishes. `FEED_SPECS_BINARY` names another
/// `feed-specs` to measure (an older build, say); by default the one beside `feed-bench`
/// (`swift build -c release`).
///
/// Each message file is written by a child `feed-bench` (`FEED_BENCH_MESSAGE_FILE=FEATURES:PATH`):
/// a spawned child's peak RSS starts from its parent's (`posix_spawn` shares the parent's memory
/// until `exec`), so the parent must stay small; its own peak is printed too.
func runReportMemoryBenchmarks() async throws {
  if let request = ProcessInfo.processInfo.environment["FEED_BENCH_MESSAGE_FILE"] {
    let parts = request.split(separator: ":", maxSplits: 1).map(String.init)
    return try await writeMessageFile(parts[1], features: Int(parts[0]) ?? 1)
  }
  guard let binary = feedSpecsBinary() else { return }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-report-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let sample = try await messageFile(in: directory, features: 10)
  let bytesPerFeature = try fileSize(sample) / 10
  print("report-memory: \(binary), peak RSS of report by message file size (100 scenarios a file)")
  for megabytes in [10, 40, 160] {
    let file = try await messageFile(
      in: directory, features: megabytes * 1_000_000 / bytesPerFeature)
    let size = Double(try fileSize(file)) / 1e6
    var figures: [String] = []
    for format in [
      "summary", "pretty", "junit:/dev/null", "html:/dev/null", "json:/dev/null", "usage:/dev/null",
    ] {
      let child = try runChild(binary, ["report", file, "--format", format])
      figures.append("\(format): \(child.peakMegabytes) MiB peak (exit \(child.status))")
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(
      "report-memory: \(String(format: "%.0f", size)) MB of messages: "
        + figures.joined(separator: ", ") + " (feed-bench itself: \(usage.ru_maxrss / 1024) MiB)")
    try FileManager.default.removeItem(atPath: file)
  }
}

/// The path of a message file of a generated run of `features` files of 100 passing scenarios,
/// written by a child `feed-bench`.
private func messageFile(in directory: URL, features: Int) async throws -> String {
  let file = directory.appendingPathComponent("run-\(features).ndjson").path
  let process = Process()
  process.executableURL = Bundle.main.executableURL
  process.arguments = ["report-memory"]
  process.environment = ProcessInfo.processInfo.environment.merging([
    "FEED_BENCH_MESSAGE_FILE": "\(features):\(file)"
  ]) { $1 }
  try process.run()
  process.waitUntilExit()
  return file
}

/// Writes at `file` the messages of a generated run of `features` files of 100 passing
/// scenarios.
private func writeMessageFile(_ file: String, features: Int) async throws {
  let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
  let folder = directory.appendingPathComponent("features-\(features)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  for feature in 1...features {
    var text = "Feature: Generated \(feature)\n"
    for scenario in 1...100 {
      text += "\n  Scenario: Scenario \(scenario) of feature \(feature)\n"
      text += "    Given a counter at \(scenario)\n    When it is incremented by 2\n"
      text += "    Then it reads \(scenario + 2)\n"
    }
    try text.write(
      to: folder.appendingPathComponent("generated\(feature).feature"), atomically: false,
      encoding: .utf8)
  }
  struct Counter { var value = 0 }
  struct WrongValue: Error {}
  var registry = StepRegistry { Counter() }
  registry.given("a counter at {int}", Int.self) { world, start in world.value = start }
  registry.when("it is incremented by {int}", Int.self) { world, step in world.value += step }
  registry.then("it reads {int}", Int.self) { world, expected in
    if world.value != expected { throw WrongValue() }
  }
  let command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
  _ = await command.run(
    arguments: ["feed-bench", folder.path, "--format", "message:\(file)"], registry: registry)
}

/// `FEED_SPECS_BINARY`, or the `feed-specs` beside `feed-bench`; `nil`, said, when it is not
/// built.
func feedSpecsBinary() -> String? {
  let binary =
    ProcessInfo.processInfo.environment["FEED_SPECS_BINARY"]
    ?? Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("feed-specs")
    .path ?? "feed-specs"
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("no \(binary); build it with swift build -c release --product feed-specs")
    return nil
  }
  return binary
}

private func fileSize(_ path: String) throws -> Int {
  try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
}

/// What a child process used, from `wait4`: its exit status, its own peak RSS in MiB
/// (`ru_maxrss` is in KiB on Linux) and its CPU time (user and system) in seconds.
struct ChildUsage {
  let status: Int32
  let peakMegabytes: Int
  let cpuSeconds: Double
}

/// Runs `binary arguments...` with standard output to `/dev/null` and returns what it used.
func runChild(_ binary: String, _ arguments: [String]) throws -> ChildUsage {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
  guard spawned == 0 else {
    throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: binary])
  }
  var status: Int32 = 0
  var usage = rusage()
  _ = wait4(pid, &status, 0, &usage)
  return ChildUsage(
    status: (status >> 8) & 0xff, peakMegabytes: usage.ru_maxrss / 1024,
    cpuSeconds: usage.cpuSeconds)
}

extension rusage {
  /// The CPU time (user and system) in seconds.
  var cpuSeconds: Double {
    Double(ru_utime.tv_sec) + Double(ru_utime.tv_usec) / 1e6 + Double(ru_stime.tv_sec)
      + Double(ru_stime.tv_usec) / 1e6
  }
}
