import Foundation

/// Times the live verdicts as an editor meets them: `feed-specs language-server` is started as
/// the editor starts it (a child process on pipes, the package folder as its workspace), a file
/// of `Features/` is opened, then a keystroke breaks one scenario (`the cache is 6 days old`
/// becomes `8 days old`, a valid sentence the app then fails) and the next one mends it. It
/// prints the time from sending the breaking change to the diagnostics that name the failing
/// step, and from sending the mending change to the code lens that says `passed` (the lens asked
/// for at the server's refresh, as the editor asks), for one scenario of `Features/` alone and
/// for its whole file; and, to see where the time goes, how long `feed-specs --format message`
/// takes on the same text from the shell.
func runLiveVerdictBenchmarks() throws {
  guard let binary = feedSpecsBinary() else { return }
  let features = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent("Features")
  let file = features.appendingPathComponent("feed_offline.feature")
  guard let whole = try? String(contentsOf: file, encoding: .utf8) else {
    print("lsp-live: no \(file.path); run feed-bench from the package folder")
    return
  }
  let edit = try LiveEdit(
    text: whole, line: "And the cache is 6 days old", broken: "And the cache is 8 days old")
  let single = try edit.firstScenarioOnly()
  for (name, edit) in [("one scenario", single), ("whole file", edit)] {
    let load = loadAverage()
    let figures = try measureLiveVerdicts(binary: binary, edit: edit, rounds: 10)
    let direct = try measureDirectRuns(binary: binary, text: edit.text, rounds: 10)
    print(
      "lsp-live: \(name) of \(file.lastPathComponent) (\(edit.scenarios) Scenario or Scenario"
        + " Outline heading(s), \(binary) language-server on pipes, load average \(load)"
        + " before), 10 rounds:"
        + " keystroke to failing-step diagnostic \(summary(figures.failing)); keystroke to"
        + " `passed` lens \(summary(figures.passed)); keystroke to every lens settled"
        + " \(summary(figures.settled)); hover sent during the run answered in"
        + " \(summary(figures.hover)). The same text run by `feed-specs --format message` from the"
        + " shell: wall \(summary(direct.wall)), CPU \(summary(direct.cpu))")
  }
}

/// The system's load average over the last minute, as `/proc/loadavg` gives it ("?" elsewhere):
/// on a shared machine, the figures are read against it.
private func loadAverage() -> String {
  let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)
  return text?.split(separator: " ").first.map(String.init) ?? "?"
}

/// A feature text and the one-line change that breaks a scenario of it.
private struct LiveEdit {
  let text: String
  /// The 0-based line changed.
  let line: Int
  let original: String
  let broken: String
  /// The 0-based line of the changed scenario's lens.
  let scenarioLine: Int
  let scenarios: Int

  /// The edit of the first line of `text` whose words are `line`, to `broken` (same indent).
  init(text: String, line words: String, broken: String) throws {
    let lines = text.components(separatedBy: "\n")
    guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == words })
    else { throw BenchSetupError("no line `\(words)` in the benchmark's feature file") }
    guard
      let scenario = lines[..<index].lastIndex(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("Scenario")
      })
    else { throw BenchSetupError("the line `\(words)` is in no scenario") }
    let indent = String(lines[index].prefix { $0 == " " })
    self.text = text
    self.line = index
    original = lines[index]
    self.broken = indent + broken
    scenarioLine = scenario
    scenarios = lines.filter { Self.startsScenario($0) }.count
  }

  /// The text up to the end of the changed scenario: the feature, its background and that one
  /// scenario.
  func firstScenarioOnly() throws -> LiveEdit {
    let lines = text.components(separatedBy: "\n")
    let end =
      lines.indices.dropFirst(scenarioLine + 1).first {
        let trimmed = lines[$0].trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("@") || Self.startsScenario(lines[$0])
      } ?? lines.count
    let words = original.trimmingCharacters(in: .whitespaces)
    return try LiveEdit(
      text: lines[..<end].joined(separator: "\n") + "\n", line: words,
      broken: broken.trimmingCharacters(in: .whitespaces))
  }

  private static func startsScenario(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix("Scenario:") || trimmed.hasPrefix("Scenario Outline:")
  }

  /// The `didChange` content change that puts `replacement` on the changed line.
  func change(to replacement: String) -> String {
    let end = original.utf16.count
    return
      #"{"range":{"start":{"line":\#(line),"character":0},"end":{"line":\#(line),"character":\#(end)}},"text":\#(jsonString(replacement))}"#
  }
}

/// What `measureLiveVerdicts` timed, each once a round.
private struct LiveFigures {
  var failing: [Duration] = []
  var passed: [Duration] = []
  var settled: [Duration] = []
  var hover: [Duration] = []
}

/// Starts `binary language-server`, opens `edit`'s text and times `rounds` breaking and mending
/// keystrokes.
private func measureLiveVerdicts(binary: String, edit: LiveEdit, rounds: Int) throws
  -> LiveFigures
{
  var editor = try LiveEditor(binary: binary)
  defer { editor.stop() }
  let uri = "file://" + FileManager.default.currentDirectoryPath + "/Features/bench.feature"
  editor.client.send(
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"gherkin","version":1,"text":\#(jsonString(edit.text))}}}"#
  )
  _ = editor.lensesOnceSettled(uri: uri)
  var figures = LiveFigures()
  var version = 1
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    version += 1
    var start = clock.now
    editor.change(uri: uri, version: version, edit.change(to: edit.broken))
    editor.hover(uri: uri, line: edit.line, timing: &figures.hover)
    editor.waitForRunError(uri: uri, version: version)
    figures.failing.append(clock.now - start)
    _ = editor.lensesOnceSettled(uri: uri)
    version += 1
    start = clock.now
    editor.change(uri: uri, version: version, edit.change(to: edit.original))
    editor.waitForLens(uri: uri, line: edit.scenarioLine) { $0.hasPrefix("passed") }
    figures.passed.append(clock.now - start)
    _ = editor.lensesOnceSettled(uri: uri)
    figures.settled.append(clock.now - start)
  }
  return figures
}

/// The wall and CPU times of `rounds` runs of `binary --format message` on `text`, as the
/// server's child runs it, standard output to `/dev/null`.
private func measureDirectRuns(binary: String, text: String, rounds: Int) throws -> (
  wall: [Duration], cpu: [Duration]
) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-live-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("bench.feature")
  try text.write(to: file, atomically: true, encoding: .utf8)
  var (wall, cpu): ([Duration], [Duration]) = ([], [])
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    let child = try runChild(binary, ["--format", "message", file.path])
    wall.append(ContinuousClock.now - start)
    cpu.append(.microseconds(Int64(child.cpuSeconds * 1e6)))
  }
  return (wall, cpu)
}

/// The editor's side: `feed-specs language-server` on pipes, initialized by a client that
/// refreshes its code lenses when told to.
private struct LiveEditor {
  let process = Process()
  var client: BenchClient
  private var nextId = 10
  /// Messages read while waiting for another one with `keeping`, oldest first.
  private var kept: [String] = []

  init(binary: String) throws {
    let (toServer, fromServer) = (Pipe(), Pipe())
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["language-server"]
    process.standardInput = toServer
    process.standardOutput = fromServer
    process.standardError = FileHandle.nullDevice
    try process.run()
    client = BenchClient(
      writer: toServer.fileHandleForWriting, reader: fromServer.fileHandleForReading.fileDescriptor)
    let root = jsonString("file://" + FileManager.default.currentDirectoryPath)
    client.send(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":\#(root),"capabilities":{"workspace":{"codeLens":{"refreshSupport":true}}}}}"#
    )
    _ = client.receive { $0.contains(#""id":1"#) }
    client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
  }

  func change(uri: String, version: Int, _ change: String) {
    client.send(
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(change)]}}"#
    )
  }

  /// Asks for a hover at `line` and adds the time to its answer to `timing`; the messages that
  /// come before the answer stay unread for the waits after it.
  mutating func hover(uri: String, line: Int, timing: inout [Duration]) {
    nextId += 1
    let id = nextId
    let start = ContinuousClock.now
    client.send(
      #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":8}}}"#
    )
    _ = next(keeping: true) { decode($0).map { $0["id"] as? Int == id } ?? false }
    timing.append(ContinuousClock.now - start)
  }

  /// Waits for diagnostics of `version` holding an error (the run's: the changed line itself is
  /// a valid sentence).
  mutating func waitForRunError(uri: String, version: Int) {
    _ = next { body in
      guard let message = decode(body),
        message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any], params["version"] as? Int == version
      else { return false }
      let diagnostics = params["diagnostics"] as? [[String: Any]] ?? []
      return diagnostics.contains { $0["severity"] as? Int == 1 }
    }
  }

  /// Waits until the lens at `line` (0-based) satisfies `wanted`, asking for the lenses at each
  /// refresh the server asks for.
  mutating func waitForLens(uri: String, line: Int, _ wanted: (String) -> Bool) {
    while true {
      if let title = lenses(uri: uri)[line], wanted(title) { return }
      awaitRefresh()
    }
  }

  /// The lenses of `uri` once none says `running`.
  mutating func lensesOnceSettled(uri: String) -> [Int: String] {
    while true {
      let titles = lenses(uri: uri)
      if !titles.isEmpty, !titles.values.contains(where: { $0.hasPrefix("running") }) {
        return titles
      }
      awaitRefresh()
    }
  }

  /// Waits for the server's next `workspace/codeLens/refresh` and answers it.
  private mutating func awaitRefresh() {
    let request = next { $0.contains("workspace/codeLens/refresh") }
    guard let id = decode(request)?["id"] as? String else { return }
    client.send(#"{"jsonrpc":"2.0","id":"\#(id)","result":null}"#)
  }

  /// The code lenses of `uri`, each title by its 0-based line.
  private mutating func lenses(uri: String) -> [Int: String] {
    nextId += 1
    let id = nextId
    client.send(
      #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/codeLens","params":{"textDocument":{"uri":"\#(uri)"}}}"#
    )
    let reply = next {
      decode($0).map { $0["id"] as? Int == id && $0["method"] == nil } ?? false
    }
    var titles: [Int: String] = [:]
    for lens in decode(reply)?["result"] as? [[String: Any]] ?? [] {
      let start = (lens["range"] as? [String: Any])?["start"] as? [String: Any]
      let title = (lens["command"] as? [String: Any])?["title"] as? String
      if let line = start?["line"] as? Int, let title { titles[line] = title }
    }
    return titles
  }

  /// The next message for which `wanted` holds, first among those kept; the others before it
  /// are skipped, unless `keeping` keeps them for later waits.
  private mutating func next(keeping: Bool = false, where wanted: (String) -> Bool) -> String {
    if let index = kept.firstIndex(where: wanted) {
      let found = kept[index]
      kept.removeSubrange(keeping ? index...index : 0...index)
      return found
    }
    if !keeping { kept = [] }
    while true {
      let message = client.receive { _ in true }
      if wanted(message) { return message }
      if keeping { kept.append(message) }
    }
  }

  /// Ends the server: shutdown, exit, and its end waited for.
  mutating func stop() {
    client.send(#"{"jsonrpc":"2.0","id":9999,"method":"shutdown"}"#)
    _ = next { decode($0).map { $0["id"] as? Int == 9999 } ?? false }
    client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    process.waitUntilExit()
  }
}

private func decode(_ body: String) -> [String: Any]? {
  (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
}

/// A benchmark that cannot start on the input it found, with the reason.
struct BenchSetupError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
