import Foundation
import GherkinRunner

/// What the language server knows of a suite's step definitions: each one's description and
/// sentence, the parameter types, and the registry's own matching (``StepRegistry/match(_:)``),
/// its answers remembered per step text.
struct StepCatalogue: Sendable {
  /// One step definition.
  struct Entry: Sendable {
    let info: StepDefinitionInfo
    /// The sentence as completion inserts it: `${1:int}` for each parameter, `$`, `}` and `\`
    /// escaped in literal text.
    let snippet: String
    /// The sentence's words, lowercased, and its parameters, which any typed text may fill: for
    /// filtering completions.
    let words: [Part]

    init(info: StepDefinitionInfo, parts: [Part]) {
      self.info = info
      var snippet = ""
      var words: [Part] = []
      var stop = 0
      for part in parts {
        switch part {
        case .text(let text):
          snippet += text.escaped { "$}\\".contains($0) }
          words += text.lowercased().split(whereSeparator: \.isWhitespace).map { .text(String($0)) }
        case .parameter(let name):
          stop += 1
          snippet += "${\(stop):\(name.isEmpty ? "value" : name)}"
          words.append(part)
        }
      }
      self.snippet = snippet
      self.words = words
    }
  }

  /// One definition matching a step text, with the arguments it pulled out.
  typealias Match = (info: StepDefinitionInfo, arguments: [StepArgument])

  /// What matching a step text found: every definition matching it, and the first parameter
  /// transformation that failed, described.
  typealias Outcome = (matches: [Match], transformError: String?)

  let entries: [Entry]
  let parameterTypes: ParameterTypeRegistry
  /// The definitions' sentences, read once for explaining undefined steps.
  let sentences: Diagnostics.SentenceIndex
  /// The registry's matching, the one the runner and the `swift test` bridge use.
  private let match: @Sendable (String) -> Outcome
  /// Earlier answers of ``matches(_:)``: the registry never changes while the server runs, and
  /// an edit changes few step texts, so a change re-matches only the texts it made new.
  private let memo = Memo<String, Outcome>()
  /// Earlier answers of ``problem(of:inOutline:)``, for the same reason: of steps outside and
  /// inside outlines.
  private let problems = Memo<String, String?>()
  private let outlineProblems = Memo<String, String?>()
  /// Earlier answers of the one keyword of the sentences matching a text, which the step-kind
  /// check asks of every step.
  private let keywords = Memo<String, String?>()

  init<World>(_ registry: StepRegistry<World>) {
    parameterTypes = registry.parameterTypes
    entries = registry.definitions.map {
      Entry(info: $0.info, parts: Self.parts(of: $0.expression))
    }
    sentences = Diagnostics.SentenceIndex(registry.definitions.map(\.info))
    match = { text in
      let (found, transformError) = registry.match(text)
      return (found.map { ($0.definition.info, $0.arguments) }, transformError.map { "\($0)" })
    }
  }

  /// The sentences as the step-kind and language warnings read them, matched as ``matches(_:)``.
  var stepSentences: Sentences {
    Sentences(
      definitions: entries.map(\.info), matching: { matches($0).matches.map(\.info) },
      keyword: { text in
        keywords(text) { Sentences.soleKeyword(of: matches(text).matches.lazy.map(\.info)) }
      })
  }

  /// Every definition matching `text`, and the first parameter transformation that failed.
  func matches(_ text: String) -> Outcome {
    memo(text) { match(text) }
  }

  /// What is wrong with a step text, if anything, in the runner's words: no definition matches
  /// it, a value its definition cannot read (the failure the runner reports), or more than one
  /// definition matches it (as every report words it, ``StepProblem/ambiguous(_:definitions:)``).
  /// An outline's step (`inOutline`) is explained with the Examples column it may lack.
  func problem(of text: String, inOutline: Bool = false) -> String? {
    (inOutline ? outlineProblems : problems)(text) {
      let outcome = matches(text)
      switch outcome.matches.count {
      case 0:
        return outcome.transformError
          ?? Diagnostics.undefinedStepMessage(
            text, sentences: sentences, matches: { !matches($0).matches.isEmpty },
            inOutline: inOutline)
      case 1: return nil
      default:
        return StepProblem.ambiguous(
          text, definitions: outcome.matches.map { ($0.info.expression, "\($0.info.source)") })
      }
    }
  }

  /// Whether ``problem(of:inOutline:)`` finds something wrong with a step text: whether not
  /// exactly one definition matches it. Cheaper than the problem's words, which explain an
  /// undefined step with the closest sentences.
  func hasProblem(_ text: String) -> Bool {
    matches(text).matches.count != 1
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

  /// A Cucumber expression's template; a regular expression's literal text, read as its
  /// sentence is (``StepDefinitionInfo/pieces(ofRegularExpression:)``), each group a parameter.
  static func parts(of expression: any StepExpression) -> [Part] {
    if let cucumber = expression as? CucumberExpression { return cucumber.template }
    return StepDefinitionInfo.pieces(ofRegularExpression: expression.source).map {
      $0.isGroup ? .parameter("value") : .text($0.text)
    }
  }

  /// Whether `typed` reads as the start of `sentence`: each typed word is the next literal word,
  /// or is taken by a parameter, which may take several.
  static func sentence(_ sentence: [Part], accepts typed: [String], lastIsPartial: Bool) -> Bool {
    // reachable[j]: the typed words so far read as the sentence's words before j.
    var reachable = [Bool](repeating: false, count: sentence.count + 1)
    reachable[0] = true
    for (index, word) in typed.enumerated() {
      let partial = lastIsPartial && index == typed.count - 1
      var next = [Bool](repeating: false, count: sentence.count + 1)
      for position in reachable.indices where reachable[position] {
        // A parameter that took the previous word may take this one too.
        if position > 0, case .parameter = sentence[position - 1] { next[position] = true }
        guard position < sentence.count else { continue }
        switch sentence[position] {
        case .parameter: next[position + 1] = true
        case .text(let literal):
          if partial ? literal.hasPrefix(word) : literal == word { next[position + 1] = true }
        }
      }
      reachable = next
      guard reachable.contains(true) else { return false }
    }
    return true
  }
}

/// Answers about step texts, shared by every copy of a catalogue. It keeps two generations: a
/// text asked again moves to the newer one, and when the newer one holds `limit` texts it
/// becomes the older one and the oldest answers are forgotten. Memory stays bounded over a long
/// session, and the texts of a document that has up to `limit` distinct ones are all kept from
/// one version to the next, so a change re-matches only the texts it made new.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var newer: [Key: Value] = [:]
  private var older: [Key: Value] = [:]
  private let limit: Int

  init(limit: Int = 100_000) {
    self.limit = limit
  }

  /// The value remembered for `key`, or the one `make` gives, remembered.
  func callAsFunction(_ key: Key, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ recalled(key) }) { return known }
    let value = make()
    lock.withLock { remember(value, for: key) }
    return value
  }

  /// The value kept for `key`, moved to the newer generation; call with the lock held.
  private func recalled(_ key: Key) -> Value? {
    if let value = newer[key] { return value }
    guard let value = older.removeValue(forKey: key) else { return nil }
    remember(value, for: key)
    return value
  }

  /// Keeps `value` in the newer generation, which becomes the older one when full; call with the
  /// lock held.
  private func remember(_ value: Value, for key: Key) {
    if newer.count >= limit {
      older = newer
      newer = [:]
    }
    newer[key] = value
  }
}
