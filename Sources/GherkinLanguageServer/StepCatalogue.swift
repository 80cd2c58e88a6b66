import Foundation
import Gherkin

/// What the language server knows of a suite's step definitions: each one's description, its
/// compiled expression, and the parameter types, without the bodies or the world type.
struct StepCatalogue: Sendable {
  /// One step definition.
  struct Entry: Sendable {
    let info: StepDefinitionInfo
    let expression: any StepExpression
    /// The sentence as completion inserts it, parameters as numbered tab stops.
    let snippet: String
    /// The sentence's words, parameters standing for any text, for filtering completions.
    let words: [SentenceWord]
  }

  /// A word of a sentence: literal text, or a parameter that any typed text may fill.
  enum SentenceWord: Equatable {
    case literal(String)
    case parameter
  }

  /// One definition matching a step text, with the arguments it pulled out.
  struct Match {
    let entry: Entry
    let arguments: [StepArgument]
  }

  let entries: [Entry]
  let parameterTypes: ParameterTypeRegistry
  /// Earlier answers of ``matches(_:)``: the registry never changes while the server runs, and
  /// an edit changes few step texts, so a change re-matches only the texts it made new.
  private let memo = Memo<String, Outcome>()
  /// Earlier answers of ``problem(of:inOutline:)``, for the same reason.
  private let problems = Memo<ProblemKey, String?>()

  private struct ProblemKey: Hashable {
    let text: String
    let inOutline: Bool
  }

  init<World>(_ registry: StepRegistry<World>) {
    parameterTypes = registry.parameterTypes
    entries = registry.definitions.map { definition in
      let parts = Self.parts(of: definition.expression)
      return Entry(
        info: definition.info, expression: definition.expression,
        snippet: Self.snippet(parts), words: Self.words(parts))
    }
  }

  /// What matching a step text found: every definition matching it, and the first parameter
  /// transformation that failed, described.
  struct Outcome: Sendable {
    let matches: [Match]
    let transformError: String?
  }

  /// Every definition matching `text`, and the first parameter transformation that failed.
  func matches(_ text: String) -> Outcome {
    if let known = memo[text] { return known }
    var found: [Match] = []
    var transformError: String?
    for entry in entries {
      do {
        if let arguments = try entry.expression.match(text) {
          found.append(Match(entry: entry, arguments: arguments))
        }
      } catch {
        transformError = transformError ?? String(describing: error)
      }
    }
    let outcome = Outcome(matches: found, transformError: transformError)
    memo[text] = outcome
    return outcome
  }

  /// What is wrong with a step text, if anything: no definition, or more than one, matches it.
  /// An outline's step (`inOutline`) is explained with the Examples column it may lack.
  func problem(of text: String, inOutline: Bool = false) -> String? {
    let key = ProblemKey(text: text, inOutline: inOutline)
    if let known = problems[key] { return known }
    let outcome = matches(text)
    let problem: String?
    switch outcome.matches.count {
    case 0:
      problem =
        outcome.transformError.map {
          "The step \"\(text)\" has a value the step definitions cannot read: \($0)"
        }
        ?? Diagnostics.undefinedStepMessage(
          text, definitions: entries.map(\.info), matches: { !matches($0).matches.isEmpty },
          inOutline: inOutline)
    case 1: problem = nil
    default:
      let lines = outcome.matches.map { "  \($0.entry.info.expression) (\($0.entry.info.source))" }
      problem =
        "\(outcome.matches.count) step definitions understand \"\(text)\" (an ambiguous step):\n"
        + lines.joined(separator: "\n")
    }
    problems[key] = .some(problem)
    return problem
  }

  /// The definitions a step being typed may become: the typed words must read as the sentence's
  /// first words (a parameter takes one or more typed words; the last one may be unfinished).
  func completions(for typed: String) -> [Entry] {
    let typedWords = typed.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    let typingNewWord = typed.last?.isWhitespace ?? true
    return entries.filter {
      Self.sentence($0.words, accepts: typedWords, lastIsPartial: !typingNewWord)
    }
  }

  // MARK: - Sentences

  /// A piece of a sentence: literal text or a parameter named by its type.
  typealias Part = CucumberExpression.TemplatePart

  static func parts(of expression: any StepExpression) -> [Part] {
    if let cucumber = expression as? CucumberExpression { return cucumber.template }
    return regularExpressionParts(expression.source)
  }

  /// A regular expression's literal text, each capture group a parameter, anchors dropped.
  private static func regularExpressionParts(_ source: String) -> [Part] {
    var pattern = Substring(source)
    if pattern.hasPrefix("^") { pattern = pattern.dropFirst() }
    if pattern.hasSuffix("$") && !pattern.hasSuffix("\\$") { pattern = pattern.dropLast() }
    var parts: [Part] = []
    var literal = ""
    var depth = 0
    var iterator = pattern.makeIterator()
    while let character = iterator.next() {
      switch character {
      case "\\":
        if depth == 0, let escaped = iterator.next() {
          literal.append(escaped)
        } else {
          _ = iterator.next()
        }
      case "(":
        if depth == 0 {
          if !literal.isEmpty { parts.append(.text(literal)) }
          literal = ""
          parts.append(.parameter("value"))
        }
        depth += 1
      case ")": depth = max(0, depth - 1)
      default: if depth == 0 { literal.append(character) }
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    return parts
  }

  /// The snippet text: `${1:int}` for each parameter, `$`, `}` and `\` escaped in literal text.
  static func snippet(_ parts: [Part]) -> String {
    var output = ""
    var stop = 0
    for part in parts {
      switch part {
      case .text(let text):
        for character in text {
          if character == "$" || character == "}" || character == "\\" { output.append("\\") }
          output.append(character)
        }
      case .parameter(let name):
        stop += 1
        output += "${\(stop):\(name.isEmpty ? "value" : name)}"
      }
    }
    return output
  }

  static func words(_ parts: [Part]) -> [SentenceWord] {
    parts.flatMap { part -> [SentenceWord] in
      switch part {
      case .text(let text):
        text.lowercased().split(whereSeparator: \.isWhitespace).map { .literal(String($0)) }
      case .parameter: [.parameter]
      }
    }
  }

  /// Whether `typed` reads as the start of `sentence`: each typed word is the next literal word,
  /// or is taken by a parameter, which may take several.
  static func sentence(_ sentence: [SentenceWord], accepts typed: [String], lastIsPartial: Bool)
    -> Bool
  {
    // reachable[j]: the typed words so far read as the sentence's words before j.
    var reachable = [Bool](repeating: false, count: sentence.count + 1)
    reachable[0] = true
    for (index, word) in typed.enumerated() {
      let partial = lastIsPartial && index == typed.count - 1
      var next = [Bool](repeating: false, count: sentence.count + 1)
      for (position, sentenceWord) in sentence.enumerated() where reachable[position] {
        switch sentenceWord {
        case .parameter: next[position + 1] = true
        case .literal(let literal):
          if partial ? literal.hasPrefix(word) : literal == word { next[position + 1] = true }
        }
      }
      // A parameter that took the previous word may take this one too.
      for position in 1..<(sentence.count + 1)
      where reachable[position] && sentence[position - 1] == .parameter {
        next[position] = true
      }
      reachable = next
      guard reachable.contains(true) else { return false }
    }
    return true
  }
}

/// Answers about step texts, shared by every copy of a catalogue; it forgets all when it holds
/// more than `limit` texts, so that memory stays bounded over a long session.
private final class Memo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]
  private let limit = 20_000

  subscript(key: Key) -> Value? {
    get { lock.withLock { values[key] } }
    set {
      lock.withLock {
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = newValue
      }
    }
  }
}
