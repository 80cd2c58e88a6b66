import Foundation
import GherkinLoading

/// Reads runs' message files (NDJSON, one envelope per line) and joins them into the envelopes
/// of one run, as when a suite was split across machines (`--shard`) and each part wrote its
/// messages.
///
/// Each part parses the same feature files and registers the same glue, so documents, pickles,
/// step definitions and hooks carry the same ids in every file and are kept once. What each part
/// made as it ran (test cases, attempts, steps, hook runs, attachments, suggestions) gets ids
/// local to its file, so those are prefixed with the file's position. The joined run starts
/// with the earliest start, ends with the latest end, and succeeds when every part did.
package enum MessageFiles {
  /// A file that cannot be read or joined, with where and why.
  package struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `FILE:LINE: reason` or `FILE: reason`.
    package let description: String
  }

  /// What identifies an envelope among a run's message files: for what every part sends alike,
  /// the message's own id (or its URI, or its text where it has none); for a test case, its id
  /// in the joined run.
  package enum Key: Hashable, Sendable, CustomStringConvertible {
    case meta
    case source(uri: String)
    case document(uri: String)
    case pickle(id: String)
    case parseError(uri: String, message: String)
    case stepDefinition(id: String)
    case hook(id: String)
    case parameterType(id: String)
    case undefinedParameterType(name: String, expression: String)
    case testCase(id: String)

    /// Whether this is a test case's key: what a part made as it ran, relabelled when read again.
    var isTestCase: Bool {
      if case .testCase = self { return true }
      return false
    }

    /// The message named as a problem names it: its kind, then its id, URI or text.
    package var description: String {
      switch self {
      case .meta: "meta"
      case .source(let uri): "source " + uri
      case .document(let uri): "document " + uri
      case .pickle(let id): "pickle " + id
      case .parseError(let uri, let message): "parseError \(uri):\(message)"
      case .stepDefinition(let id): "stepDefinition " + id
      case .hook(let id): "hook " + id
      case .parameterType(let id): "parameterType " + id
      case .undefinedParameterType(let name, let expression):
        "undefinedParameterType \(name) \(expression)"
      case .testCase(let id): "testCase " + id
      }
    }
  }

  /// What the first reading of a message file keeps: where it is and how its run started.
  typealias Part = (path: String, started: Messages.TestRunStarted?)

  /// Message files known to make one run (``check(_:placing:)``), whose joined envelopes are read
  /// again, a line at a time, by ``stream(_:)``: nothing holds a whole file.
  package struct Run: Sendable {
    let parts: [Part]
    /// When asked for, where each test case and each envelope every part sends alike (pickles,
    /// documents, glue; by ``placeKey(_:prefix:)``) first is: its part's position shifted left by
    /// 40 bits, or'ed with its line's byte offset.
    let places: [Key: Int]
    /// The joined run's start: the earliest part's `testRunStarted`.
    let started: Messages.TestRunStarted?

    /// Hands `body` the envelopes of the joined run, in order. One file's are its own; several
    /// files give every part's shared envelopes (documents, pickles, glue) once, then the
    /// earliest `testRunStarted`, what each part made (its ids prefixed by its position), the
    /// joined ``RunFacts`` and one `testRunFinished` that succeeds when every part did.
    package func stream(_ body: (Envelope) -> Void) throws(Problem) {
      if parts.count == 1 { return try MessageFiles.stream(parts[0].path, body) }
      let runId = started?.id
      var seen: Set<Key> = []
      var facts: RunFacts?
      for part in parts {
        try MessageFiles.stream(part.path) { envelope in
          if case .attachment(let attachment) = envelope, let partFacts = RunFacts(attachment) {
            facts = facts.map { $0.joined(with: partFacts) } ?? partFacts
          }
          if let key = sharedKey(envelope), seen.insert(key).inserted { body(envelope) }
        }
      }
      if let started { body(.testRunStarted(started)) }
      // Whether the suite is strict, known before its first scenario as in each part.
      if let facts {
        let strictness = RunFacts(problems: [], dryRun: facts.dryRun, strict: facts.strict)
        body(.attachment(strictness.attachment(runId: runId ?? "")))
      }
      var finished: Messages.TestRunFinished?
      for (position, part) in parts.enumerated() {
        let prefix = local(position, of: parts.count)
        try MessageFiles.stream(part.path) { envelope in
          if case .attachment(let attachment) = envelope, RunFacts(attachment) != nil { return }
          guard sharedKey(envelope) == nil else { return }
          switch envelope {
          case .testRunStarted: return
          case .testRunFinished(let end):
            var joined = finished ?? end
            if before(joined.timestamp, end.timestamp) { joined.timestamp = end.timestamp }
            joined.success = (finished?.success ?? true) && end.success
            if joined.exception == nil { joined.exception = end.exception }
            if let message = end.message, message != finished?.message {
              joined.message = [finished?.message, message].compactMap { $0 }
                .joined(separator: "\n")
            }
            finished = joined
          default: body(relabel(envelope, local: prefix, runId: runId))
          }
        }
      }
      if let facts { body(.attachment(facts.attachment(runId: runId ?? ""))) }
      if var end = finished {
        end.testRunStartedId = runId
        body(.testRunFinished(end))
      }
    }

    /// The envelope of ``placeKey(_:prefix:)`` `key` (a test case's id as
    /// ``stream(_:)`` gave it), read again where the check found it; `nil` when none came.
    /// Throws when the line there is no longer that message.
    package func reread(_ key: Key) throws(Problem) -> Envelope? {
      guard let place = places[key] else { return nil }
      let (index, offset) = (place >> 40, place & (1 << 40 - 1))
      let prefix = local(index, of: parts.count)
      var reader = try MessageFileReader(path: parts[index].path, offset: offset)
      guard let envelope = try? reader.next(), placeKey(envelope, prefix: prefix) == key else {
        throw Problem(
          description: "\(parts[index].path) changed while report read it (at byte \(offset))")
      }
      guard parts.count > 1, key.isTestCase else { return envelope }
      return relabel(envelope, local: prefix, runId: started?.id)
    }
  }

  /// Reads each file at `paths` through once, keeping none of its messages (only, when
  /// `placing`, where to ``Run/reread(_:)`` them), and checks that it is whole (``part(_:_:)``)
  /// and that the files make one run: each run given once, and, for a suite split with
  /// `--shard`, every part of the same suite present exactly once (``RunIdentity``), what
  /// every part sends alike (``sharedKey(_:)``, but `meta`) the same each time it comes.
  package static func check(_ paths: [String], placing: Bool = false) throws(Problem) -> Run {
    var places: [Key: Int] = [:]
    var shared: [Key: (hash: Int, path: String)] = [:]
    let parts = try paths.enumerated().map { position, path throws(Problem) in
      let prefix = local(position, of: paths.count)
      return try part(path) { envelope, offset in
        if placing, let key = placeKey(envelope, prefix: prefix), places[key] == nil {
          places[key] = position << 40 | offset
        }
        // Hashed once: a document's hash walks the whole document.
        guard let key = sharedKey(envelope), key != .meta else { return nil }
        let hash = envelope.hashValue
        let first = shared[key] ?? (hash, path)
        shared[key] = first
        guard first.hash != hash else { return nil }
        return "\(key) is given again, differently (first in \(first.path)): report joins the "
          + "runs of one suite"
      }
    }
    try checkWhole(parts.map { ($0.path, $0.started?.id.flatMap(RunIdentity.init(id:))) })
    return Run(
      parts: parts, places: places,
      started: parts.compactMap(\.started).min { before($0.timestamp, $1.timestamp) })
  }

  /// Reads the file at `path` through, handing `visit` each envelope and where its line starts
  /// (it answers what is wrong with it, if anything), checking that its messages go on to
  /// `testRunFinished`, that no test case is given twice, that every test case runs a pickle
  /// its file described before it, that every test case attempt started a test case described
  /// before it and finished once, with a result for each step, and that a test case's attempts
  /// come one at a time, the next one only when the one before will be retried.
  static func part(_ path: String, _ visit: (Envelope, Int) -> String?) throws(Problem) -> Part {
    var reader = try MessageFileReader(path: path)
    var check = PartCheck()
    func bad(_ text: String) -> Problem { .init(description: "\(path):\(reader.line): " + text) }
    while let envelope = try reader.next() {
      if let problem = visit(envelope, reader.offset) { throw bad(problem) }
      if let problem = check.take(envelope) { throw bad(problem) }
    }
    guard reader.line > 0 else { throw Problem(description: "\(path): holds no messages") }
    if let problem = check.unfinished { throw bad(problem) }
    return (path, check.started)
  }

  /// What ``part(_:_:)`` checks of one file's messages as they come: each is taken in turn and
  /// answered with what is wrong with it, if anything; ``unfinished`` says what is wrong once
  /// the file has ended.
  private struct PartCheck {
    private(set) var started: Messages.TestRunStarted?
    private var finished = false
    private var stepCounts: [String: Int] = [:]
    private var pickleIds: Set<String> = []
    private var open: [String: (testCaseId: String, results: Int)] = [:]
    /// Whether each test case that started may not start again (an attempt at it runs, or the
    /// last one will not be retried): `false` while a retry is due.
    private var done: [String: Bool] = [:]

    /// Takes the next envelope; what is wrong with it, or `nil`.
    mutating func take(_ envelope: Envelope) -> String? {
      switch envelope {
      case .testRunStarted(let start): started = started ?? start
      case .testRunFinished: finished = true
      case .pickle(let pickle): pickleIds.insert(pickle.id)
      case .testCase(let testCase): return describe(testCase)
      case .testCaseStarted(let started): return start(started)
      case .testStepFinished(let step): open[step.testCaseStartedId]?.results += 1
      case .testCaseFinished(let end): return finish(end)
      default: break
      }
      return nil
    }

    /// What is wrong with the file once it has ended: the run or an attempt not finished, or a
    /// retry due that never came; `nil` when it is whole.
    var unfinished: String? {
      if !finished {
        return "the run's messages end before testRunFinished (was the run stopped, or the file "
          + "cut short?)"
      }
      if let attempt = open.keys.sorted().first {
        return "test case attempt \(attempt) started but never finished (was the run stopped, or "
          + "the file cut short?)"
      }
      if let waiting = done.filter({ !$0.value }).keys.sorted().first {
        return "test case \(waiting) is to be retried, but no attempt at it follows"
      }
      return nil
    }

    private mutating func describe(_ testCase: Messages.TestCase) -> String? {
      guard pickleIds.contains(testCase.pickleId) else {
        return "test case \(testCase.id) runs pickle \(testCase.pickleId), which no pickle "
          + "message before it in this file describes"
      }
      guard stepCounts.updateValue(testCase.testSteps.count, forKey: testCase.id) == nil else {
        return "test case \(testCase.id) is given a second time (ids are unique in a run)"
      }
      return nil
    }

    private mutating func start(_ started: Messages.TestCaseStarted) -> String? {
      guard stepCounts[started.testCaseId] != nil else {
        return "test case attempt \(started.id) starts test case \(started.testCaseId), which no "
          + "testCase message before it describes"
      }
      guard open.updateValue((started.testCaseId, 0), forKey: started.id) == nil else {
        return "test case attempt \(started.id) starts again before it finished"
      }
      guard done.updateValue(true, forKey: started.testCaseId) != true else {
        return "test case \(started.testCaseId) starts again, but no retry is due"
      }
      return nil
    }

    private mutating func finish(_ end: Messages.TestCaseFinished) -> String? {
      guard let attempt = open.removeValue(forKey: end.testCaseStartedId) else {
        return "test case attempt \(end.testCaseStartedId) finishes, but it is not running "
          + "(never started, or finished already)"
      }
      if attempt.results == 0, stepCounts[attempt.testCaseId, default: 0] > 0 {
        return "test case attempt \(end.testCaseStartedId) finished without a result for any of "
          + "its steps, so its verdict is unknown"
      }
      done[attempt.testCaseId] = !end.willBeRetried
      return nil
    }
  }

  /// What prefixes the ids the part at `position` of `count` made as it ran: nothing when it is
  /// the only one.
  static func local(_ position: Int, of count: Int) -> String {
    count > 1 ? "\(position + 1)." : ""
  }

  /// The key of an envelope in ``Run/places``: a test case's is its id as ``Run/stream(_:)``
  /// gives it (`prefix`, its part's, and its own id); the others' their ``sharedKey(_:)``.
  static func placeKey(_ envelope: Envelope, prefix: String = "") -> Key? {
    if case .testCase(let testCase) = envelope { return .testCase(id: prefix + testCase.id) }
    return sharedKey(envelope)
  }

  /// Hands `body` each envelope of the file at `path`, in order.
  private static func stream(_ path: String, _ body: (Envelope) -> Void) throws(Problem) {
    var reader = try MessageFileReader(path: path)
    while let envelope = try reader.next() { body(envelope) }
  }

  /// Checks that `parts` are distinct runs and, when any is part of a split suite, that they
  /// are every part of one suite, once each.
  private static func checkWhole(_ parts: [(path: String, identity: RunIdentity?)]) throws(Problem)
  {
    var seen: [RunIdentity: String] = [:]
    for part in parts {
      guard let identity = part.identity else { continue }
      if let earlier = seen[identity] {
        throw Problem(
          description: "\(part.path) is the same run as \(earlier): give each run's file once")
      }
      seen[identity] = part.path
    }
    guard let first = parts.first(where: { $0.identity?.shard != nil }),
      let suite = first.identity?.suite, let shard = first.identity?.shard
    else { return }
    var byIndex: [Int: String] = [:]
    for part in parts {
      guard let identity = part.identity, let partShard = identity.shard else {
        throw Problem(
          description:
            "\(part.path) is not a part of a split suite (it was run without --shard), but "
            + "\(first.path) is part \(shard) of one: join the parts of one suite, or whole runs")
      }
      guard identity.suite == suite, partShard.total == shard.total else {
        throw Problem(
          description:
            "\(part.path) (part \(partShard)) is not from the same suite as \(first.path) (part "
            + "\(shard)): their feature files, selection, step definitions or strictness differ; "
            + "run every part from the same commit with the same options")
      }
      if let earlier = byIndex[partShard.index] {
        throw Problem(
          description: "shard \(partShard) is given twice: \(earlier) and \(part.path)")
      }
      byIndex[partShard.index] = part.path
    }
    let missing = (1...shard.total).filter { byIndex[$0] == nil }
    guard missing.isEmpty else {
      let got = byIndex.keys.sorted().map { "\($0)/\(shard.total) (\(byIndex[$0] ?? ""))" }
      let names = missing.map { "\($0)/\(shard.total)" }
      throw Problem(
        description:
          "shard\(names.count == 1 ? "" : "s") \(Wording.list(names, conjunction: "and")) "
          + "\(names.count == 1 ? "is" : "are") missing: got "
          + Wording.list(got, conjunction: "and"))
    }
  }

  /// The key of an envelope every part sends alike, or `nil` for what a part made as it ran.
  static func sharedKey(_ envelope: Envelope) -> Key? {
    switch envelope {
    case .meta: .meta
    case .source(let source): .source(uri: source.uri)
    case .gherkinDocument(let document): .document(uri: document.uri)
    case .pickle(let pickle): .pickle(id: pickle.id)
    case .parseError(let error): .parseError(uri: error.source.uri ?? "", message: error.message)
    case .stepDefinition(let definition): .stepDefinition(id: definition.id)
    case .hook(let hook): .hook(id: hook.id)
    case .parameterType(let type): .parameterType(id: type.id)
    case .undefinedParameterType(let type):
      .undefinedParameterType(name: type.name, expression: type.expression)
    default: nil
    }
  }

  /// The envelope with the ids its part made prefixed by `local`, pointing at the joined run
  /// `runId`.
  static func relabel(_ envelope: Envelope, local: String, runId: String?) -> Envelope {
    /// `message` with the ids at `paths` (and at `optional` when present) prefixed.
    func prefixed<Message>(
      _ message: Message, _ paths: WritableKeyPath<Message, String>...,
      optional: [WritableKeyPath<Message, String?>] = []
    ) -> Message {
      var message = message
      for path in paths { message[keyPath: path] = local + message[keyPath: path] }
      for path in optional { message[keyPath: path] = message[keyPath: path].map { local + $0 } }
      return message
    }
    switch envelope {
    case .testCase(var testCase):
      testCase.id = local + testCase.id
      testCase.testSteps = testCase.testSteps.map { prefixed($0, \.id) }
      testCase.testRunStartedId = runId
      return .testCase(testCase)
    case .testCaseStarted(let started):
      return .testCaseStarted(prefixed(started, \.id, \.testCaseId))
    case .testStepStarted(let started):
      return .testStepStarted(prefixed(started, \.testCaseStartedId, \.testStepId))
    case .testStepFinished(let finished):
      return .testStepFinished(prefixed(finished, \.testCaseStartedId, \.testStepId))
    case .testCaseFinished(let finished):
      return .testCaseFinished(prefixed(finished, \.testCaseStartedId))
    case .testRunHookStarted(var started):
      started.id = local + started.id
      if let runId { started.testRunStartedId = runId }
      return .testRunHookStarted(started)
    case .testRunHookFinished(let finished):
      return .testRunHookFinished(prefixed(finished, \.testRunHookStartedId))
    case .attachment(var attachment):
      attachment = prefixed(
        attachment, optional: [\.testCaseStartedId, \.testStepId, \.testRunHookStartedId])
      if attachment.testRunStartedId != nil { attachment.testRunStartedId = runId }
      return .attachment(attachment)
    case .externalAttachment(let attachment):
      return .externalAttachment(
        prefixed(
          attachment, optional: [\.testCaseStartedId, \.testStepId, \.testRunHookStartedId]))
    case .suggestion(let suggestion):
      return .suggestion(prefixed(suggestion, \.id))
    default: return envelope
    }
  }

  static func before(_ left: Messages.Timestamp, _ right: Messages.Timestamp) -> Bool {
    (left.seconds, left.nanos) < (right.seconds, right.nanos)
  }

  static func reason(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context): return context.debugDescription
      case .keyNotFound(let key, let context):
        return "missing \"\(key.stringValue)\" at \(path(context))"
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "\(context.debugDescription) at \(path(context))"
      @unknown default: return "\(error)"
      }
    }
    return (error as NSError).localizedDescription
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map(\.stringValue).joined(separator: ".")
  }
}
