import GherkinParser

extension Diagnostics {
  /// At most this many words of a step or sentence are compared, so that a huge line costs no
  /// more than an ordinary one.
  static let maximumWords = 48
  /// Quote fixes are tried on steps up to this many characters: beyond, a step is no sentence.
  static let maximumQuotedLength = 2_000

  /// The whole explanation of an undefined step, as the language server shows it: that `text`
  /// matches no sentence, then each reason `undefinedStep` finds, one per line.
  package static func undefinedStepMessage(
    _ text: String, sentences: SentenceIndex, matches: (String) -> Bool, inOutline: Bool = false
  ) -> String {
    let reasons = undefinedStep(text, sentences: sentences, matches: matches, inOutline: inOutline)
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
    undefinedStep(
      text, sentences: SentenceIndex(definitions), matches: matches, inOutline: inOutline,
      columns: columns, proposed: proposed)
  }

  /// Why `text` matches no step definition, as the definitions' overload says, against
  /// sentences read once for many steps.
  package static func undefinedStep(
    _ text: String, sentences: SentenceIndex, matches: (String) -> Bool,
    inOutline: Bool = false, columns: [String] = [], proposed: Bool = false
  ) -> [String] {
    // A sentence that takes a table or doc string ends with ':' before it.
    if !text.hasSuffix(":"), matches(text + ":") {
      return [
        "The sentence ends with ':' before its table or doc string, and the step lacks it. Write: \(text):"
      ]
    }
    let slips = slipReasons(text, definitions: sentences.definitions, matches: matches)
    var reasons = slips.reasons
    let names = placeholders(in: text)
    reasons += names.map { placeholderReason($0, inOutline: inOutline, columns: columns) }
    let closest = closestSentences(to: slips.fixed, in: sentences)
    if !closest.isEmpty {
      reasons.append(closestReason(closest))
    } else if reasons.isEmpty {
      reasons.append(
        "No sentence comes close: this is a new sentence, which a developer adds."
          + (proposed ? "" : " Tag the scenario @proposed to hand it over as a request."))
    }
    // A slip already says which word is not written as its sentence takes; a placeholder left
    // in the text is the reason already given: no value to compare.
    if !slips.explainsWords, names.isEmpty, let first = closest.first,
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

  /// What ``slipReasons(_:definitions:matches:)`` found.
  private struct SlipReasons {
    var reasons: [String] = []
    /// The step with its typing slips mended.
    var fixed: String
    /// Whether a reason already says which word differs from the sentence (quotes, a slip, a
    /// past tense), which leaves the closest sentence unmarked.
    var explainsWords = false
  }

  /// The slips of a step that make it miss its sentence: quotes, typing slips (spaces, marks,
  /// invisible characters) and a past tense, each with the step rewritten when that matches.
  private static func slipReasons(
    _ text: String, definitions: [StepDefinitionInfo], matches: (String) -> Bool
  ) -> SlipReasons {
    let slips = typingSlips(text)
    var found = SlipReasons(fixed: slips.fixed)
    if let fixed = straightQuotes(text), fixed != text, matches(fixed) {
      found.reasons.append(
        "The quotes are the problem: a quoted value must be in straight double quotes (\"like this\"), not curly “ ” or single ' ' quotes. Write: \(fixed)"
      )
      found.explainsWords = true
    }
    var notes = slips.notes
    if let mark = slips.endMark,
      matches(slips.fixed)
        || !definitions.contains(where: { $0.sentence.hasSuffix(String(mark)) })
    {
      notes.append(
        "There is a '\(Wording.shown(String(mark)))' at the end: a step's sentence has no punctuation after its last word; remove it."
      )
    }
    found.reasons += notes
    if !notes.isEmpty, slips.fixed != text, matches(slips.fixed) {
      found.reasons.append("Write: \(slips.fixed)")
    }
    if let tense = presentTense(text).first(where: { $0 != text && matches($0) }) {
      found.reasons.append(
        "Steps are written in the present tense, as things are at that moment. Write: \(tense)")
    }
    found.explainsWords = found.explainsWords || !found.reasons.isEmpty
    return found
  }

  /// Why the placeholder `<name>` left in a step matches no sentence.
  private static func placeholderReason(_ name: String, inOutline: Bool, columns: [String])
    -> String
  {
    if let column = columns.first(where: { $0.lowercased() == name.lowercased() }) {
      return
        "<\(name)> is a placeholder, and the Examples table has the column '\(column)': a placeholder is written exactly as its column, capitals included. Write <\(column)>."
    }
    if inOutline {
      return
        "<\(name)> is a placeholder, but the Examples table has no '\(name)' column: add the column or correct the name."
    }
    return
      "<\(name)> is a placeholder, but only a Scenario Outline with an Examples table fills placeholders in: add 'Examples:' with a '\(name)' column under the scenario, or write the value itself."
  }

  /// The closest sentences, one a line, under a heading that says how their differences are
  /// marked.
  private static func closestReason(_ closest: [String]) -> String {
    var legend = "differences in [brackets]"
    if closest.contains(where: { $0.contains("[-") }) {
      legend += "; [-word] is a word of the step that the sentence does not have"
    }
    return "The closest sentences that exist (\(legend)):\n"
      + closest.map { "  \($0)" }.joined(separator: "\n")
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
  package static func placeholders(in text: String) -> [String] {
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
  package static func closestSentences(to text: String, in definitions: [StepDefinitionInfo])
    -> [String]
  {
    closestSentences(to: text, in: SentenceIndex(definitions))
  }

  /// The closest sentences to `text`, as the definitions' overload finds them, among sentences
  /// read once: only those that share enough of the step's words to pass are compared with it
  /// word by word.
  static func closestSentences(to text: String, in sentences: SentenceIndex) -> [String] {
    // With its quotes made straight, a value in other quotes is one word, as a sentence's takes.
    let words = Array(stepWords(straightQuotes(text) ?? text).prefix(maximumWords))
    guard !words.isEmpty else { return [] }
    let limit = max(2, words.count / 3)
    var ranked: [(distance: Int, literal: Int, text: String)] = []
    let shared = sentences.sharedLiterals(with: Set(words))
    for (position, sentence) in sentences.sentences.enumerated()
    where !sentences.rulesOut
      || sentence.mayBeClose(sharing: shared[position], of: words.count, limit: limit)
    {
      // A sentence whose own words make up less than half the step is not close, however
      // many words its parameters could take, unless it is one word away.
      guard let (distance, literal, marked) = compare(words, sentence.words, limit: limit),
        2 * literal >= words.count || (literal >= 2 && distance <= 1)
      else { continue }
      ranked.append((distance, literal, "\(sentence.keyword) \(marked)"))
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
  /// bracketed and the step's words the sentence lacks shown as `[-word]`, or `nil` when it is
  /// more than `limit`. A parameter of several words (``isManyWordParameter(_:)``) takes one or
  /// more of the step's words. Also returns how many of the sentence's own words (not its
  /// parameters) the step has.
  private static func compare(_ step: [String], _ sentence: [String], limit: Int) -> (
    Int, Int, String
  )? {
    var alignment = WordAlignment(step: step, sentence: sentence)
    guard alignment.mayBeWithin(limit) else { return nil }
    let distance = alignment.distance()
    guard distance <= limit else { return nil }
    let differences = alignment.differences()
    let marked = differences.marked
    let literal = sentence.indices.filter { !marked[$0] && !sentence[$0].hasPrefix("{") }.count
    return (distance, literal, rendered(sentence, differences))
  }

  /// The sentence with each run of differing words in one pair of brackets, and the step's
  /// extra words as `[-word]` where they stand.
  private static func rendered(_ sentence: [String], _ differences: WordAlignment.Differences)
    -> String
  {
    let marked = differences.marked
    func extra(before index: Int) -> [String] {
      differences.extra[index].map { ["[-" + $0.joined(separator: " ") + "]"] } ?? []
    }
    let parts = sentence.indices.flatMap { index in
      let word =
        (marked[index] && (index == 0 || !marked[index - 1]) ? "[" : "") + sentence[index]
        + (marked[index] && (index == sentence.count - 1 || !marked[index + 1]) ? "]" : "")
      return extra(before: index) + [word]
    }
    return (parts + extra(before: sentence.count)).joined(separator: " ")
  }

  /// How a step's words line up with a sentence's, word by word: each of the sentence's
  /// words the same, differing or missing, and each of the step's words taken by a parameter
  /// or extra.
  private struct WordAlignment {
    let step: [String]
    let sentence: [String]
    /// Whether each of the sentence's words is a parameter that takes several words.
    let many: [Bool]
    /// table[i][j]: the distance of the step's first i words from the sentence's first j;
    /// inside[i][j]: the same, with the step's word i taken by the sentence's parameter j.
    private var table: [[Int]] = []
    private var inside: [[Int]] = []

    /// The sentence's differing words, and the step's extra words by the index of the
    /// sentence's word they stand before.
    struct Differences {
      var marked: [Bool]
      var extra: [Int: [String]] = [:]
    }

    init(step: [String], sentence: [String]) {
      self.step = step
      self.sentence = sentence
      many = sentence.map(Diagnostics.isManyWordParameter)
    }

    /// Whether the word counts allow a distance within `limit` at all.
    func mayBeWithin(_ limit: Int) -> Bool {
      step.count + limit >= sentence.count
        && (many.contains(true) || step.count <= sentence.count + limit)
    }

    /// Whether the step's word `a` is what the sentence's word `b` takes.
    static func same(_ a: String, _ b: String) -> Bool {
      // A `<placeholder>` left in a step is explained on its own: it stands for any value.
      if b == "{int}" {
        return Diagnostics.isWholeNumber(a) || (a.hasPrefix("<") && a.hasSuffix(">"))
      }
      if b == "{string}" { return a.first.map { "\"'“‘<".contains($0) } ?? false }
      if b.contains("/"), !b.hasPrefix("{") {
        return b.split(separator: "/").contains { $0 == a }
      }
      return b == a || (b.hasPrefix("{") && b.contains("}")) || b.hasPrefix("(")
    }

    /// The distance, filling the tables ``differences()`` walks back.
    mutating func distance() -> Int {
      let n = step.count
      let m = sentence.count
      let infinity = n + m + 1
      table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
      inside = [[Int]](repeating: [Int](repeating: infinity, count: m + 1), count: n + 1)
      for i in 0...n { table[i][0] = i }
      for j in 0...m { table[0][j] = j }
      guard n > 0 && m > 0 else { return table[n][m] }
      for i in 1...n {
        for j in 1...m {
          if many[j - 1] { inside[i][j] = min(table[i - 1][j - 1], inside[i - 1][j]) }
          table[i][j] = min(
            table[i - 1][j - 1] + (Self.same(step[i - 1], sentence[j - 1]) ? 0 : 1),
            table[i - 1][j] + 1, table[i][j - 1] + 1, inside[i][j])
        }
      }
      return table[n][m]
    }

    /// The differences, walking back from the end of both the step and the sentence.
    func differences() -> Differences {
      var found = Differences(marked: [Bool](repeating: false, count: sentence.count))
      var i = step.count
      var j = sentence.count
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
          table[i][j] == table[i - 1][j - 1] + (Self.same(step[i - 1], sentence[j - 1]) ? 0 : 1)
        {
          found.marked[j - 1] = !Self.same(step[i - 1], sentence[j - 1])
          i -= 1
          j -= 1
        } else if j > 0, table[i][j] == table[i][j - 1] + 1 {
          found.marked[j - 1] = true
          j -= 1
        } else {
          // The step's word i is one the sentence does not have.
          found.extra[j, default: []].insert(step[i - 1], at: 0)
          i -= 1
        }
      }
      return found
    }
  }
}

extension Diagnostics {
  /// A step's table or doc string that its definition does not take (or lacks), in plain
  /// words, when the definition takes `expected` arguments and the step supplies `actual`;
  /// `nil` when the table or doc string is not what differs.
  package static func argumentMismatch(expected: Int, actual: Int, step: PickleStep) -> String? {
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
