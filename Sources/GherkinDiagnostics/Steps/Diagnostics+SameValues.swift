import GherkinParser

extension Diagnostics {
  /// At most this many sentences that take a step's values are offered.
  static let maximumSameValues = 5

  /// A value a step holds, as the sentences' parameters take it.
  enum ValueKind: Equatable {
    case quoted, wholeNumber, number

    /// Whether a sentence's parameter of this kind takes a value of kind `value`.
    func takes(_ value: ValueKind) -> Bool {
      self == value || (self == .number && value == .wholeNumber)
    }
  }

  /// In a file of another language than English (`language`), the reason that no sentence comes
  /// close replaced by the rule that sentences stay English and the sentences that take the
  /// step's values. Returns whether it replaced it: the step is likely translated, not new.
  package static func untranslated(
    _ reasons: inout [String], step: PickleStep, language: String,
    definitions: [StepDefinitionInfo]
  ) -> Bool {
    guard language != "en",
      let index = reasons.firstIndex(where: { $0.hasPrefix("No sentence comes close") })
    else { return false }
    reasons[index...index] =
      [
        "Only the keywords translate (# language: \(language)): the sentence after the keyword stays English, as --list-steps lists them."
      ] + sameValues(step, in: definitions)
    return true
  }

  /// The sentences of a step's kind that take the values it holds (its quoted values and
  /// numbers, in order, and its table or doc string), each written with the step's values: a
  /// step translated whole shares no word with an English sentence, but its values show which
  /// sentences it may be. Says so when no sentence takes them.
  static func sameValues(_ step: PickleStep, in definitions: [StepDefinitionInfo]) -> [String] {
    let values = stepWords(step.text).compactMap { word in valueKind(of: word).map { (word, $0) } }
    let keyword = keyword(of: step.type)
    let filled = definitions.filter { keyword == nil || $0.keyword == keyword }.compactMap {
      definition -> (text: String, loose: Bool)? in
      guard definition.sentence.hasSuffix(":") == (step.argument != nil),
        let written = Self.filled(definition.sentence, with: values)
      else { return nil }
      return ("\(definition.keyword) \(written.text)", written.loose)
    }
    // The sentences sharing most words (its values aside) with the step first: a word such as
    // "cache" may stay English; then those whose own value parameters take every value.
    let words = Set(
      stepWords(step.text).filter { valueKind(of: $0) == nil }.map { $0.lowercased() })
    let shared = { (text: String) in
      Set(text.lowercased().split(separator: " ").map(String.init)).intersection(words).count
    }
    let fitting = filled.enumerated().sorted {
      (-shared($0.element.text), $0.element.loose ? 1 : 0, $0.offset)
        < (-shared($1.element.text), $1.element.loose ? 1 : 0, $1.offset)
    }.map(\.element.text)
    guard !values.isEmpty, !fitting.isEmpty else {
      return [
        "No word of it is in an English sentence, and no sentence of its kind takes the same values: ./feed-specs --list-steps lists every sentence to choose from."
      ]
    }
    let kinds = Wording.list(valueNames(values.map(\.1)), conjunction: "and")
    var reason =
      "No word of it is in an English sentence. The sentences of its kind that take the same values (\(kinds)), each value written in where the sentence takes it as it is:\n"
      + fitting.prefix(maximumSameValues).map { "  \($0)" }.joined(separator: "\n")
    if fitting.count > maximumSameValues {
      reason +=
        "\n  (and \(fitting.count - maximumSameValues) more: ./feed-specs --list-steps lists them)"
    }
    return [reason]
  }

  /// The keyword of the sentences a step of `kind` uses, or `nil` when its kind is unknown.
  private static func keyword(of kind: PickleStep.Kind?) -> String? {
    switch kind {
    case .context: "Given"
    case .action: "When"
    case .outcome: "Then"
    case .unknown, nil: nil
    }
  }

  /// What value a step's word is: a quoted value, a number, or none.
  static func valueKind(of word: String) -> ValueKind? {
    if word.count > 1, word.hasPrefix("\""), word.hasSuffix("\"") { return .quoted }
    if isWholeNumber(word) { return .wholeNumber }
    let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, parts.allSatisfy({ isWholeNumber(String($0)) }) { return .number }
    return nil
  }

  /// A sentence written with a step's values: each `{string}` or number parameter as the value
  /// in its place, and each parameter of another kind (`{age}`, `{date}`) as written, taking
  /// any run of the values, which it may read among other words.
  struct Filled {
    var text: String
    /// Whether a parameter of another kind took some of the values: a looser fit.
    var loose: Bool
  }

  /// `sentence` written with `values`, or `nil` when its parameters cannot take exactly these
  /// values in this order.
  static func filled(_ sentence: String, with values: [(String, ValueKind)]) -> Filled? {
    let words = sentence.split(separator: " ").map(String.init)
    return fill(words[...], values[...])
  }

  private static func fill(_ words: ArraySlice<String>, _ values: ArraySlice<(String, ValueKind)>)
    -> Filled?
  {
    guard let word = words.first else {
      return values.isEmpty ? Filled(text: "", loose: false) : nil
    }
    let rest = words.dropFirst()
    func joined(_ first: String, _ filled: Filled?, loose: Bool) -> Filled? {
      filled.map {
        Filled(
          text: ([first] + ($0.text.isEmpty ? [] : [$0.text])).joined(separator: " "),
          loose: $0.loose || loose)
      }
    }
    guard let open = word.firstIndex(of: "{"), let close = word[open...].firstIndex(of: "}")
    else { return joined(word, fill(rest, values), loose: false) }
    guard let kind = parameterKind(String(word[open...close])) else {
      // A parameter of another kind takes no value, or one or more in a row.
      for taken in 0...values.count {
        if let found = joined(word, fill(rest, values.dropFirst(taken)), loose: taken > 0) {
          return found
        }
      }
      return nil
    }
    guard let (value, valueKind) = values.first, kind.takes(valueKind) else { return nil }
    var written = word
    written.replaceSubrange(open...close, with: value)
    return joined(written, fill(rest, values.dropFirst()), loose: false)
  }

  /// The kind of value a sentence's parameter takes, or `nil` for any other parameter.
  private static func parameterKind(_ parameter: String) -> ValueKind? {
    switch parameter {
    case "{string}": .quoted
    case "{int}", "{byte}", "{short}", "{long}", "{biginteger}": .wholeNumber
    case "{float}", "{double}", "{bigdecimal}": .number
    default: nil
    }
  }

  /// "1 number and 2 quoted values" for the kinds of a step's values.
  private static func valueNames(_ kinds: [ValueKind]) -> [String] {
    let numbers = kinds.filter { $0 != .quoted }.count
    let quoted = kinds.count - numbers
    var names: [String] = []
    if numbers > 0 { names.append(numbers == 1 ? "1 number" : "\(numbers) numbers") }
    if quoted > 0 { names.append(quoted == 1 ? "1 quoted value" : "\(quoted) quoted values") }
    return names
  }
}
