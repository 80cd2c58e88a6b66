import GherkinParser

extension Diagnostics {
  /// At most this many words of a step or sentence are compared, so that a huge line costs no
  /// more than an ordinary one.
  static let maximumWords = 48
  /// Quote fixes are tried on steps up to this many characters: beyond, a step is no sentence.
  static let maximumQuotedLength = 2_000

  /// The whole explanation of an undefined step, as the language server shows it: that `text`
  /// matches no sentence, then each reason ``undefinedStep(_:definitions:matches:inOutline:)``
  /// finds, one per line.
  package static func undefinedStepMessage(
    _ text: String, definitions: [StepDefinitionInfo], matches: (String) -> Bool,
    inOutline: Bool = false
  ) -> String {
    let reasons = undefinedStep(
      text, definitions: definitions, matches: matches, inOutline: inOutline)
    return (["'\(Wording.shown(text))' matches no sentence."] + reasons).joined(separator: "\n")
  }

  /// Why `text` matches no step definition, in plain words: a quote problem, a placeholder the
  /// Examples table lacks, and the closest sentences that exist with the differing words in
  /// `[brackets]`.
  ///
  /// - Parameters:
  ///   - definitions: the sentences that exist.
  ///   - matches: whether some definition matches a text (used to try the quote fixes).
  ///   - inOutline: whether the step comes from a Scenario Outline's Examples row, where a
  ///     `<name>` left in the text is a column the table lacks.
  ///   - columns: the Examples table's column names, when known, to tell a placeholder written
  ///     in another case from a missing column.
  package static func undefinedStep(
    _ text: String, definitions: [StepDefinitionInfo], matches: (String) -> Bool,
    inOutline: Bool = false, columns: [String] = [], proposed: Bool = false
  ) -> [String] {
    // A sentence that takes a table or doc string ends with ':' before it.
    if !text.hasSuffix(":"), matches(text + ":") {
      return [
        "The sentence ends with ':' before its table or doc string, and the step lacks it. Write: \(text):"
      ]
    }
    var reasons: [String] = []
    if let fixed = straightQuotes(text), fixed != text, matches(fixed) {
      reasons.append(
        "The quotes are the problem: a quoted value must be in straight double quotes (\"like this\"), not curly “ ” or single ' ' quotes. Write: \(fixed)"
      )
    }
    let slips = typingSlips(text)
    var notes = slips.notes
    if let mark = slips.endMark,
      matches(slips.fixed)
        || !definitions.contains(where: { $0.sentence.hasSuffix(String(mark)) })
    {
      notes.append(
        "There is a '\(Wording.shown(String(mark)))' at the end: a step's sentence has no punctuation after its last word; remove it."
      )
    }
    reasons += notes
    if !notes.isEmpty, slips.fixed != text, matches(slips.fixed) {
      reasons.append("Write: \(slips.fixed)")
    }
    let tense = presentTense(text).first { $0 != text && matches($0) }
    if let tense {
      reasons.append(
        "Steps are written in the present tense, as things are at that moment. Write: \(tense)")
    }
    let names = placeholders(in: text)
    reasons += names.map { name in
      if let column = columns.first(where: { $0.lowercased() == name.lowercased() }) {
        "<\(name)> is a placeholder, and the Examples table has the column '\(column)': a placeholder is written exactly as its column, capitals included. Write <\(column)>."
      } else if inOutline {
        "<\(name)> is a placeholder, but the Examples table has no '\(name)' column: add the column or correct the name."
      } else {
        "<\(name)> is a placeholder, but only a Scenario Outline with an Examples table fills placeholders in: add 'Examples:' with a '\(name)' column under the scenario, or write the value itself."
      }
    }
    let closest = closestSentences(to: slips.fixed, in: definitions)
    if !closest.isEmpty {
      reasons.append(
        "The closest sentences that exist (differences in [brackets]):\n"
          + closest.map { "  \($0)" }.joined(separator: "\n"))
    } else if reasons.isEmpty {
      reasons.append(
        "No sentence comes close: this is a new sentence, which a developer adds."
          + (proposed ? "" : " Tag the scenario @proposed to hand it over as a request."))
    }
    // A quote problem already says which value is not written as its sentence takes.
    // So do a typing slip and a past tense, which leave the closest sentence unmarked.
    let quotesExplained = !reasons.isEmpty && reasons[0].hasPrefix("The quotes")
    // A placeholder left in the text is the reason already given: no value to compare.
    if !quotesExplained, notes.isEmpty, tense == nil, names.isEmpty, let first = closest.first,
      !closest.contains(where: { $0.contains("[") }), first.contains("{")
    {
      reasons.append(
        "No word of the closest sentence is marked, so a value is likely not written as its {…} takes: compare the value with the same sentence elsewhere in the features."
      )
    }
    if closest.contains(where: { $0.contains("[{int}") || $0.contains(" {int}]") }) {
      reasons.append(
        "{int} stands for a whole number written in digits only, such as 1000 or -5 (no commas, dots or spaces)."
      )
    }
    return reasons
  }

  /// The step's text rewritten so that a sentence matches it, when the step is a slip of one
  /// (quotes, spaces, a mark at the end, a past tense, a missing ':'): the fix is in the feature
  /// file, not a new sentence.
  package static func rewrite(_ text: String, matches: (String) -> Bool) -> String? {
    let slips = typingSlips(text)
    let candidates = [straightQuotes(text), slips.fixed, text + ":"] + presentTense(text)
    return candidates.lazy.compactMap { $0 }.first { $0 != text && matches($0) }
  }

  /// The text with curly double quotes and single-quoted values made straight double quotes,
  /// or `nil` when it has no such quotes (or is longer than ``maximumQuotedLength``).
  static func straightQuotes(_ text: String) -> String? {
    guard text.count <= maximumQuotedLength, text.contains(where: { "“”‘’'".contains($0) })
    else { return nil }
    var result = ""
    let chars = Array(text).map { $0 == "“" || $0 == "”" ? "\"" : $0 }
    var index = 0
    while index < chars.count {
      let char = chars[index]
      // An opening single quote at a word start, closed by one at a word end.
      let opensValue =
        (char == "'" || char == "‘") && (index == 0 || chars[index - 1] == " ")
      if opensValue,
        let close = chars[(index + 1)...].indices.first(where: { at in
          (chars[at] == "'" || chars[at] == "’")
            && (at + 1 == chars.count || chars[at + 1] == " " || chars[at + 1] == ",")
        })
      {
        result += "\"" + String(chars[(index + 1)..<close]).replacing("’", with: "'") + "\""
        index = close + 1
        continue
      }
      result.append(char == "’" ? "'" : char)
      index += 1
    }
    return result
  }

  /// The `<name>`s left in a step's text.
  static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "<"),
      let close = rest[open...].firstIndex(of: ">")
    {
      let name = rest[rest.index(after: open)..<close]
      if !name.isEmpty, !name.contains(" ") { names.append(String(name)) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// Up to three definitions whose sentences are within a few words of `text`, closest first,
  /// each with the words that differ in `[brackets]`. A sentence much further than the closest
  /// (more than half as far again, or over one word when the closest fits every word) is left
  /// out: it would only distract from the likely fix.
  static func closestSentences(to text: String, in definitions: [StepDefinitionInfo]) -> [String] {
    let words = Array(stepWords(text).prefix(maximumWords))
    guard !words.isEmpty else { return [] }
    let limit = max(2, words.count / 3)
    var ranked: [(distance: Int, literal: Int, text: String)] = []
    for definition in definitions {
      // A `{parameter}` word of the sentence stands for any one word of a step.
      let sentence = definition.sentence.split(separator: " ").prefix(maximumWords).map(String.init)
      // A sentence whose own words make up less than half the step is not close, however
      // many words its parameters could take, unless it is one word away.
      guard let (distance, literal, marked) = compare(words, sentence, limit: limit),
        2 * literal >= words.count || (literal >= 2 && distance <= 1)
      else { continue }
      ranked.append((distance, literal, "\(definition.keyword) \(marked)"))
    }
    // A word the step shares with a sentence counts as much as half a differing word: a
    // {parameter} of several words can take almost any words without being the likely one.
    let sorted = ranked.sorted {
      (2 * $0.distance - $0.literal, $0.distance) < (2 * $1.distance - $1.literal, $1.distance)
    }
    guard let best = sorted.first else { return [] }
    // A sentence whose {parameter} takes any word fits at distance 0 without being the likely
    // one, so beside it those one word away stay; a sentence sharing under half as many of the
    // step's words as the closest one would only distract.
    let cut = best.distance == 0 ? 1 : best.distance + best.distance / 2
    return sorted.prefix { $0.distance <= cut }.filter { $0.literal * 2 >= best.literal }
      .prefix(3).map(\.text)
  }

  /// Whether `word` is what `{int}` matches: digits, after an optional minus sign.
  static func isWholeNumber(_ word: String) -> Bool {
    let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// A step's words, a quoted value counting as one.
  static func stepWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    for char in text {
      if let open = quote {
        current.append(char)
        if char == open || (open == "“" && char == "”") { quote = nil }
      } else if char.isWhitespace {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        if current.isEmpty && (char == "\"" || char == "“") { quote = char }
        current.append(char)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The parameter types whose value is one word of a step (a quoted value counts as one).
  static let oneWordParameters: Set<String> = [
    "{int}", "{float}", "{word}", "{string}", "{byte}", "{short}", "{long}", "{double}",
    "{biginteger}", "{bigdecimal}",
  ]

  /// Whether a sentence's word is a parameter whose value may be several words (`{date}`,
  /// `{age}`, `{}`, a regular expression's `{…}`).
  static func isManyWordParameter(_ word: String) -> Bool {
    word.hasPrefix("{") && word.hasSuffix("}") && !oneWordParameters.contains(word)
  }

  /// The word distance of a step from a sentence, with the sentence's differing words
  /// bracketed, or `nil` when it is more than `limit`. A parameter of several words
  /// (``isManyWordParameter(_:)``) takes one or more of the step's words.
  /// Also returns how many of the sentence's own words (not its parameters) the step has.
  private static func compare(_ step: [String], _ sentence: [String], limit: Int) -> (
    Int, Int, String
  )? {
    func same(_ a: String, _ b: String) -> Bool {
      // A `<placeholder>` left in a step is explained on its own: it stands for any value.
      if b == "{int}" { return isWholeNumber(a) || (a.hasPrefix("<") && a.hasSuffix(">")) }
      if b == "{string}" { return a.first.map { "\"'“‘<".contains($0) } ?? false }
      if b.contains("/"), !b.hasPrefix("{") {
        return b.split(separator: "/").contains { $0 == a }
      }
      return b == a || (b.hasPrefix("{") && b.contains("}")) || b.hasPrefix("(")
    }
    let n = step.count
    let m = sentence.count
    let many = sentence.map(isManyWordParameter)
    guard n + limit >= m, many.contains(true) || n <= m + limit else { return nil }
    let infinity = n + m + 1
    // table[i][j]: the distance of the step's first i words from the sentence's first j;
    // inside[i][j]: the same, with the step's word i taken by the sentence's parameter j.
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    var inside = [[Int]](repeating: [Int](repeating: infinity, count: m + 1), count: n + 1)
    for i in 0...n { table[i][0] = i }
    for j in 0...m { table[0][j] = j }
    if n > 0 && m > 0 {
      for i in 1...n {
        for j in 1...m {
          if many[j - 1] { inside[i][j] = min(table[i - 1][j - 1], inside[i - 1][j]) }
          table[i][j] = min(
            table[i - 1][j - 1] + (same(step[i - 1], sentence[j - 1]) ? 0 : 1),
            table[i - 1][j] + 1, table[i][j - 1] + 1, inside[i][j])
        }
      }
    }
    let distance = table[n][m]
    guard distance <= limit else { return nil }
    var marked = [Bool](repeating: false, count: m)
    var i = n
    var j = m
    var taking = false
    while i > 0 || j > 0 {
      if taking {
        // The parameter j takes the step's word i, and perhaps the words before it.
        if inside[i][j] == table[i - 1][j - 1] {
          taking = false
          j -= 1
        }
        i -= 1
      } else if i > 0, j > 0, many[j - 1], table[i][j] == inside[i][j] {
        taking = true
      } else if i > 0, j > 0,
        table[i][j] == table[i - 1][j - 1] + (same(step[i - 1], sentence[j - 1]) ? 0 : 1)
      {
        marked[j - 1] = !same(step[i - 1], sentence[j - 1])
        i -= 1
        j -= 1
      } else if j > 0, table[i][j] == table[i][j - 1] + 1 {
        marked[j - 1] = true
        j -= 1
      } else {
        i -= 1
      }
    }
    // Each run of marked words in one pair of brackets.
    let parts = sentence.indices.map { index in
      (marked[index] && (index == 0 || !marked[index - 1]) ? "[" : "") + sentence[index]
        + (marked[index] && (index == m - 1 || !marked[index + 1]) ? "]" : "")
    }
    let literal = sentence.indices.filter { !marked[$0] && !sentence[$0].hasPrefix("{") }.count
    return (distance, literal, parts.joined(separator: " "))
  }
}

extension Diagnostics {
  /// A step's table or doc string that its definition does not take (or lacks), in plain
  /// words; `nil` for other argument errors.
  static func argumentMismatch(_ error: StepArgumentError, step: PickleStep) -> String? {
    guard case .wrongCount(let expected, let actual) = error else { return nil }
    let given =
      step.argument?.dataTable != nil
      ? "table" : step.argument?.docString != nil ? "doc string" : nil
    if actual > expected, let given {
      return
        "This sentence takes no \(given): remove the \(given) under the step, or use a sentence that takes one (feed-specs --list-steps lists the sentences)."
    }
    if actual < expected, given == nil {
      return
        "This sentence needs a table or doc string under the step, and the step has none: add it under the step."
    }
    return nil
  }
}
