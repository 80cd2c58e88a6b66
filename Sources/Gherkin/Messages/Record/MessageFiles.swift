import Foundation

/// Reads runs' message files (NDJSON, one envelope per line) and joins them into the envelopes
/// of one run, as when a suite was split across machines (`--shard`) and each part wrote its
/// messages.
///
/// Each part parses the same feature files and registers the same glue, so documents, pickles,
/// step definitions and hooks carry the same ids in every file and are kept once. What each part
/// made as it ran (test cases, attempts, steps, hook runs, attachments, suggestions) gets ids
/// local to its file, so those are prefixed with the file's position. The joined run starts
/// with the earliest start, ends with the latest end, and succeeds when every part did.
enum MessageFiles {
  /// A file that cannot be read or joined, with where and why.
  struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `FILE:LINE: reason` or `FILE: reason`.
    let description: String
  }

  /// The envelopes of the file at `path`, in order.
  static func read(_ path: String) throws(Problem) -> [Envelope] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Problem(description: "\(path): cannot read the message file (\(reason(error)))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Problem(description: "\(path): is not UTF-8 text, so not a message file")
    }
    var envelopes: [Envelope] = []
    var finished = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      do {
        let envelope = try Envelope(ndjsonLine: line)
        if case .testRunFinished = envelope { finished = true }
        envelopes.append(envelope)
      } catch {
        let looksCut =
          index
          == text.split(separator: "\n", omittingEmptySubsequences: false)
          .lastIndex { !$0.allSatisfy(\.isWhitespace) }
        throw Problem(
          description: "\(path):\(index + 1): not a Cucumber message"
            + (looksCut ? " (the file looks cut short)" : "") + ": \(reason(error))")
      }
    }
    guard !envelopes.isEmpty else {
      throw Problem(description: "\(path): holds no messages")
    }
    guard finished else {
      throw Problem(
        description:
          "\(path):\(text.split(separator: "\n").count): the run's messages end before "
          + "testRunFinished (was the run stopped, or the file cut short?)")
    }
    return envelopes
  }

  /// The envelopes of the files at `paths`, joined into one run.
  static func join(_ paths: [String]) throws(Problem) -> [Envelope] {
    var parts: [[Envelope]] = []
    for path in paths { parts.append(try read(path)) }
    return join(parts)
  }

  /// Several runs' envelopes joined into one run's.
  static func join(_ parts: [[Envelope]]) -> [Envelope] {
    guard parts.count > 1 else { return parts.first ?? [] }
    var shared: [Envelope] = []
    var seen: Set<String> = []
    var runs: [Envelope] = []
    var started: Messages.TestRunStarted?
    var finished: Messages.TestRunFinished?
    for (position, part) in parts.enumerated() {
      let local = "\(position + 1)."
      for envelope in part {
        if let key = sharedKey(envelope) {
          if seen.insert(key).inserted { shared.append(envelope) }
          continue
        }
        switch envelope {
        case .testRunStarted(let start):
          if started.map({ before(start.timestamp, $0.timestamp) }) ?? true { started = start }
        case .testRunFinished(let end):
          var joined = finished ?? end
          if before(joined.timestamp, end.timestamp) { joined.timestamp = end.timestamp }
          joined.success = (finished?.success ?? true) && end.success
          if joined.exception == nil { joined.exception = end.exception }
          finished = joined
        default:
          runs.append(relabel(envelope, local: local))
        }
      }
    }
    let runId = started?.id
    if var end = finished {
      end.testRunStartedId = runId
      finished = end
    }
    return shared + (started.map { [.testRunStarted($0)] } ?? [])
      + runs.map { retarget($0, runId: runId) } + (finished.map { [.testRunFinished($0)] } ?? [])
  }

  /// The key of an envelope every part sends alike, or `nil` for what a part made as it ran.
  private static func sharedKey(_ envelope: Envelope) -> String? {
    switch envelope {
    case .meta: "meta"
    case .source(let source): "source " + source.uri
    case .gherkinDocument(let document): "document " + document.uri
    case .pickle(let pickle): "pickle " + pickle.id
    case .parseError(let error): "parseError \(error.source.uri ?? ""):\(error.message)"
    case .stepDefinition(let definition): "stepDefinition " + definition.id
    case .hook(let hook): "hook " + hook.id
    case .parameterType(let type): "parameterType " + type.id
    case .undefinedParameterType(let type): "undefinedParameterType \(type.name) \(type.expression)"
    default: nil
    }
  }

  /// The envelope with the ids its part made prefixed by `local`.
  private static func relabel(_ envelope: Envelope, local: String) -> Envelope {
    func id(_ value: String) -> String { local + value }
    func id(_ value: String?) -> String? { value.map { local + $0 } }
    switch envelope {
    case .testCase(var testCase):
      testCase.id = id(testCase.id)
      testCase.testSteps = testCase.testSteps.map { step in
        var step = step
        step.id = id(step.id)
        return step
      }
      return .testCase(testCase)
    case .testCaseStarted(var started):
      started.id = id(started.id)
      started.testCaseId = id(started.testCaseId)
      return .testCaseStarted(started)
    case .testStepStarted(var started):
      started.testCaseStartedId = id(started.testCaseStartedId)
      started.testStepId = id(started.testStepId)
      return .testStepStarted(started)
    case .testStepFinished(var finished):
      finished.testCaseStartedId = id(finished.testCaseStartedId)
      finished.testStepId = id(finished.testStepId)
      return .testStepFinished(finished)
    case .testCaseFinished(var finished):
      finished.testCaseStartedId = id(finished.testCaseStartedId)
      return .testCaseFinished(finished)
    case .testRunHookStarted(var started):
      started.id = id(started.id)
      return .testRunHookStarted(started)
    case .testRunHookFinished(var finished):
      finished.testRunHookStartedId = id(finished.testRunHookStartedId)
      return .testRunHookFinished(finished)
    case .attachment(var attachment):
      attachment.testCaseStartedId = id(attachment.testCaseStartedId)
      attachment.testStepId = id(attachment.testStepId)
      attachment.testRunHookStartedId = id(attachment.testRunHookStartedId)
      return .attachment(attachment)
    case .externalAttachment(var attachment):
      attachment.testCaseStartedId = id(attachment.testCaseStartedId)
      attachment.testStepId = id(attachment.testStepId)
      attachment.testRunHookStartedId = id(attachment.testRunHookStartedId)
      return .externalAttachment(attachment)
    case .suggestion(var suggestion):
      suggestion.id = id(suggestion.id)
      return .suggestion(suggestion)
    default: return envelope
    }
  }

  /// The envelope pointing at the joined run.
  private static func retarget(_ envelope: Envelope, runId: String?) -> Envelope {
    switch envelope {
    case .testCase(var testCase):
      testCase.testRunStartedId = runId
      return .testCase(testCase)
    case .testRunHookStarted(var started):
      if let runId { started.testRunStartedId = runId }
      return .testRunHookStarted(started)
    case .attachment(var attachment):
      if attachment.testRunStartedId != nil { attachment.testRunStartedId = runId }
      return .attachment(attachment)
    default: return envelope
    }
  }

  private static func before(_ left: Messages.Timestamp, _ right: Messages.Timestamp) -> Bool {
    (left.seconds, left.nanos) < (right.seconds, right.nanos)
  }

  private static func reason(_ error: any Error) -> String {
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
