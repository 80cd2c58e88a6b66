import Foundation
import GherkinRunner

/// The commands the code lenses run.
enum LiveCommand {
  /// Runs one scenario or Examples row again: arguments are the URI and its 1-based line.
  static let runScenario = "gherkin.runScenario"
  /// Runs the whole file again: the argument is the URI.
  static let runFile = "gherkin.runFile"
}

extension Session {
  /// The lines (1-based) of the scenarios and Examples rows that run: one lens each.
  static func verdictLines(of analysis: FeatureAnalysis) -> [Int] {
    guard let feature = analysis.document?.feature else { return [] }
    return feature.children.flatMap(verdictLines(of:))
  }

  private static func verdictLines(of child: FeatureChild) -> [Int] {
    switch child {
    case .background: return []
    case .rule(let rule): return rule.children.map(\.featureChild).flatMap(verdictLines(of:))
    case .scenario(let scenario):
      let rows = scenario.examples.flatMap { $0.tableBody.map(\.location.line) }
      return scenario.examples.isEmpty ? [scenario.location.line] : rows
    }
  }

  /// The code lenses of `analysis`: the whole file's command above the feature, and each
  /// scenario's or row's verdict, whose click runs it again.
  func codeLenses(uri: String, analysis: FeatureAnalysis, verdicts: [Int: LiveVerdict]) -> JSON {
    guard server.liveRuns != nil, let feature = analysis.document?.feature else { return [] }
    var lenses: [JSON] = [
      lens(
        line: feature.location.line, title: "run the whole file",
        command: LiveCommand.runFile, arguments: [.string(uri)])
    ]
    for line in Self.verdictLines(of: analysis) {
      let verdict = verdicts[line] ?? .running
      lenses.append(
        lens(
          line: line, title: verdict.lensTitle, command: LiveCommand.runScenario,
          arguments: [.string(uri), .int(line)]))
    }
    return .array(lenses)
  }

  private func lens(line: Int, title: String, command: String, arguments: [JSON]) -> JSON {
    let start = Position(line: line - 1, character: 0)
    return [
      "range": TextRange(start: start, end: start).json,
      "command": [
        "title": .string(title), "command": .string(command), "arguments": .array(arguments),
      ],
    ]
  }

  /// The run failures of a document as Error diagnostics at their steps' lines.
  static func failureDiagnostics(_ failures: [Int: LiveFailure], in document: TextDocument)
    -> [EditorDiagnostic]
  {
    failures.values.filter { $0.line - 1 < document.lineCount }.map { failure in
      let start = Position(line: failure.line - 1, character: 0)
      return EditorDiagnostic(
        range: TextRange(start: start, end: document.endOfLine(failure.line - 1)),
        severity: .error, message: failure.message)
    }
  }
}

extension Session {
  var hasRuns: Bool { !runs.isEmpty }

  /// Starts a run of every open document whose version has not run yet.
  mutating func startPendingRuns() {
    guard server.liveRuns != nil else { return }
    for (uri, open) in documents where open.unrun {
      documents[uri]?.unrun = false
      start(uri: uri, line: nil)
    }
  }

  /// Starts a run of the document `uri`'s current version: its scenario or row at `line`, or
  /// the whole file. Its lenses say `running` until their verdicts come.
  mutating func start(uri: String, line: Int?) {
    guard let command = server.liveRuns, let open = documents[uri] else { return }
    // A run of the same scope (or any, for the whole file) gives way to the new one.
    runs.removeAll { run in
      guard run.uri == uri, line == nil || run.line == line else { return false }
      _ = run.finish(killed: .replaced)
      return true
    }
    if let line {
      documents[uri]?.verdicts[line] = nil
      documents[uri]?.failures[line] = nil
    } else {
      documents[uri]?.verdicts = [:]
      documents[uri]?.failures = [:]
    }
    do {
      runs.append(
        try LiveRun(
          text: open.text.text, uri: uri, version: open.text.version, line: line,
          command: command))
    } catch {
      conclude(uri: uri, line: line, with: .notRun("\(error)"))
    }
    documents[uri]?.unpublished = true
    refreshLenses()
  }

  /// Waits for the runs' output, their deadlines or the client's input, whichever comes first,
  /// and takes in what the runs said.
  mutating func followRuns(input: Int32) {
    var watched = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    watched += runs.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
    let soonest = runs.map(\.deadline).min() ?? .now
    let wait = max(0, min((soonest - .now).milliseconds + 1, 60_000))
    guard poll(&watched, nfds_t(watched.count), Int32(wait)) >= 0 || errno == EINTR else { return }
    var following: [LiveRun] = []
    for (index, var run) in runs.enumerated() {
      let ready = watched[index + 1].revents != 0
      if ready, !run.readAvailable() {
        take(run, ending: run.finish(killed: nil))
      } else if run.deadline <= .now {
        let seconds = Int((run.deadline - run.started).milliseconds / 1000)
        take(run, ending: run.finish(killed: .stopped(seconds: seconds)))
      } else {
        if ready { take(run, ending: nil) }
        following.append(run)
      }
    }
    runs = following
  }

  /// Shows what `run` said so far, and when it ended (`ending`), the fate of its scenarios
  /// without a verdict. A run of a version no longer open shows nothing.
  private mutating func take(
    _ run: LiveRun, ending: (ending: LiveRun.Ending, standardError: String)?
  ) {
    guard let open = documents[run.uri], open.text.version == run.version else { return }
    // What a run says is taken as it reads it; at its end, only the fate of what it left.
    if ending == nil {
      documents[run.uri]?.verdicts.merge(run.reading.verdicts) { $1 }
      documents[run.uri]?.failures.merge(run.reading.failures) { $1 }
    }
    if let ending, let verdict = Self.verdict(after: ending) {
      conclude(uri: run.uri, line: run.line, with: verdict, judged: run.reading.verdicts)
    }
    if documents[run.uri]?.verdicts != open.verdicts
      || documents[run.uri]?.failures != open.failures
    {
      documents[run.uri]?.unpublished = true
      publishPendingDiagnostics()
      refreshLenses()
    }
  }

  /// What the scenarios a run left without verdict show once it ended.
  private static func verdict(after ended: (ending: LiveRun.Ending, standardError: String))
    -> LiveVerdict?
  {
    switch ended.ending {
    case .replaced: return nil
    case .stopped(let seconds): return .stopped(seconds: seconds)
    case .crashed: return .crashed
    case .exited:
      let said = ended.standardError.split(separator: "\n").first.map(String.init)
      return .notRun(said ?? "the run ended before it")
    }
  }

  /// Gives `verdict` to the scenarios of the run's scope (`line`, or the whole file) that have
  /// none or are still running, and that the run did not judge itself (`judged`): a scenario it
  /// judged may since run again.
  private mutating func conclude(
    uri: String, line: Int?, with verdict: LiveVerdict, judged: [Int: LiveVerdict] = [:]
  ) {
    let scope = line.map { [$0] } ?? Self.verdictLines(of: analysis(uri))
    for line in scope
    where [nil, .running].contains(judged[line])
      && [nil, .running].contains(documents[uri]?.verdicts[line])
    {
      documents[uri]?.verdicts[line] = verdict
    }
  }

  /// Stops the runs of `uri`'s older versions: only the latest version's verdict is shown.
  mutating func cancelRuns(of uri: String) {
    runs.removeAll { run in
      guard run.uri == uri else { return false }
      _ = run.finish(killed: .replaced)
      return true
    }
  }

  /// Stops every run, when the server ends.
  mutating func stopRuns() {
    for run in runs { _ = run.finish(killed: .replaced) }
    runs = []
  }

  /// Runs a scenario, a row or a file again, as its lens asks.
  mutating func executeCommand(_ params: JSON) throws -> JSON {
    let command = params["command"]?.string
    let arguments = params["arguments"]?.array ?? []
    guard let uri = arguments.first?.string, documents[uri] != nil else {
      throw InvalidParams(description: "arguments[0] is not the URI of an open document")
    }
    switch command {
    case LiveCommand.runFile: break
    case LiveCommand.runScenario:
      guard arguments.count > 1, let line = arguments[1].int else {
        throw InvalidParams(description: "arguments[1] is not the line of a scenario")
      }
      start(uri: uri, line: line)
      return .null
    default:
      throw InvalidParams(description: "unknown command \(command ?? "(none)")")
    }
    start(uri: uri, line: nil)
    return .null
  }

  /// Asks the client to ask again for the code lenses, when it can.
  private mutating func refreshLenses() {
    guard refreshesLenses else { return }
    lastRequest += 1
    writer.send([
      "jsonrpc": "2.0", "id": .string("refresh-\(lastRequest)"),
      "method": "workspace/codeLens/refresh",
    ])
  }
}

extension Duration {
  /// The duration in whole milliseconds.
  var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
