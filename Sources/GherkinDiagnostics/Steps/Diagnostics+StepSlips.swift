extension Diagnostics {
  /// What ``typingSlips(_:)`` found in a step's text.
  struct TypingSlips: Sendable, Hashable {
    /// The text with each slip undone: one ordinary space between words, no invisible
    /// character, no `# comment`, no punctuation mark at the end.
    var fixed: String
    /// Each slip but the mark at the end, in plain words.
    var notes: [String]
    /// The punctuation mark at the end (outside quotes), if any: only a slip when no sentence
    /// ends with it, which the caller knows.
    var endMark: Character?
  }

  /// The slips of typing that make a step's text differ from a sentence while looking the same:
  /// two spaces, a non-breaking or other unusual space, an invisible character, a `# comment`
  /// after the step, a full stop at the end. Quoted values are left as written. One pass over
  /// the text.
  static func typingSlips(_ text: String) -> TypingSlips {
    var scanner = SlipScanner()
    var characters = text.makeIterator()
    while let character = characters.next() {
      if scanner.startsComment(character) {
        var rest = "#"
        while let next = characters.next() { rest.append(next) }
        scanner.comment = rest
        break
      }
      scanner.take(character)
    }
    return scanner.finish()
  }

  /// The state of ``typingSlips(_:)``'s one pass over a step's text: the text fixed so far, the
  /// word being read and the one before it, the quote open if any, and the spaces read since
  /// the last word, judged when the next word starts.
  private struct SlipScanner {
    var notes: [String] = []
    var fixed = ""
    var word = ""
    var lastWord = ""
    var quote: Character?
    var pendingSpace: [Character] = []
    var comment: String?

    /// Whether `character` starts a `# comment` after the step: a `#` that begins a word after
    /// a space, outside quotes.
    func startsComment(_ character: Character) -> Bool {
      quote == nil && character == "#" && word.isEmpty && !pendingSpace.isEmpty
    }

    mutating func take(_ character: Character) {
      if let open = quote {
        word.append(character)
        fixed.append(character)
        if character == open || (open == "“" && character == "”") { quote = nil }
        return
      }
      if character.isWhitespace {
        if !word.isEmpty { lastWord = word }
        word = ""
        pendingSpace.append(character)
        return
      }
      if invisibleCharacters.contains(character.unicodeScalars.first?.value ?? 0) {
        let at = word.isEmpty ? place : "inside '\(Wording.shown(word))'"
        notes.append(
          "There is an invisible character (U+\(hex(character))) \(at): delete it and retype the words around it."
        )
        return
      }
      flushSpace()
      if word.isEmpty, character == "\"" || character == "“" { quote = character }
      word.append(character)
      fixed.append(character)
    }

    /// Where the scanner is, in words: at the start, or after the last word read.
    private var place: String {
      lastWord.isEmpty ? "at the start" : "after '\(Wording.shown(lastWord))'"
    }

    /// Judges the spaces read since the last word (an unusual one, or more than one) and puts
    /// one ordinary space in their place.
    private mutating func flushSpace() {
      guard !pendingSpace.isEmpty else { return }
      if let odd = pendingSpace.first(where: { $0 != " " }) {
        notes.append(
          "There is \(spaceName(odd)) \(place): it looks like a space but is another character; type an ordinary space instead."
        )
      } else if pendingSpace.count > 1 {
        notes.append(
          "There are \(countNames[pendingSpace.count] ?? "\(pendingSpace.count)") spaces \(place): write one space between words."
        )
      }
      if !fixed.isEmpty { fixed.append(" ") }
      pendingSpace = []
    }

    /// The slips found, once the text has been read: a comment or an unusual space at the end
    /// named, a punctuation mark at the end (outside quotes) taken off, and at most
    /// ``maximumSlipsNamed`` slips named.
    mutating func finish() -> TypingSlips {
      if let comment {
        notes.append(
          "'#' does not start a comment inside a step: a comment is a line of its own that starts with #. Move '\(Wording.shown(comment))' to its own line above the step."
        )
      } else if let odd = pendingSpace.first(where: { $0 != " " }) {
        notes.append("There is \(spaceName(odd)) at the end: delete it.")
      }
      let endMark = fixed.last.flatMap { quote == nil && ".,;:!".contains($0) ? $0 : nil }
      if endMark != nil { fixed.removeLast() }
      // A long run of slips would bury the message: the first few show how to fix the rest.
      if notes.count > maximumSlipsNamed {
        let more = notes.count - maximumSlipsNamed
        notes =
          Array(notes.prefix(maximumSlipsNamed))
          + ["And \(more) more like \(more == 1 ? "it" : "them") in this step."]
      }
      return TypingSlips(fixed: fixed, notes: notes, endMark: endMark)
    }
  }

  /// At most this many slips of one step are named.
  static let maximumSlipsNamed = 3

  /// Zero-width characters that a copy from a web page or a word processor may bring.
  private static let invisibleCharacters: Set<UInt32> = [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]

  private static func hex(_ character: Character) -> String {
    let value = character.unicodeScalars.first?.value ?? 0
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func spaceName(_ character: Character) -> String {
    switch character.unicodeScalars.first?.value {
    case 0x09: "a tab"
    case 0xA0: "a non-breaking space"
    case 0x202F: "a narrow non-breaking space"
    default: "an unusual space (U+\(hex(character)))"
    }
  }

  /// The counts of spaces a message spells out in words.
  private static let countNames = [2: "two", 3: "three", 4: "four"]

  /// The past-tense words a step may be written with, and their present tense.
  private static let presentOf: [String: String] = [
    "was": "is", "were": "are", "had": "has", "did": "does", "wasn't": "isn't",
    "weren't": "aren't", "hadn't": "hasn't", "didn't": "doesn't",
  ]

  /// `text` rewritten in the present tense, in the few ways a past tense may have been meant
  /// (`was` as `is`; `there was` as `there's`; `requested` as `requests`), for the caller to
  /// try against the sentences; empty when no word is in the past tense. Quoted values are
  /// left as written.
  static func presentTense(_ text: String) -> [String] {
    guard text.count <= maximumQuotedLength else { return [] }
    let words = stepWords(text)
    func rewrite(contracting: Bool, regular: (String) -> String?) -> String {
      var result: [String] = []
      for word in words {
        let lower = word.lowercased()
        if contracting, lower == "was", result.last?.lowercased() == "there" {
          result[result.count - 1] += "'s"
          continue
        }
        let irregular = presentOf[lower].map {
          word.first?.isUppercase == true ? $0.capitalized : $0
        }
        // A quoted value is left as written.
        result.append(irregular ?? (word.hasPrefix("\"") ? nil : regular(word)) ?? word)
      }
      return result.joined(separator: " ")
    }
    func regular(dropping count: Int) -> (String) -> String? {
      { word in
        word.count > 4 && word.hasSuffix("ed") && word.allSatisfy(\.isLetter)
          ? word.dropLast(count) + "s" : nil
      }
    }
    let transforms = [
      { (_: String) -> String? in nil }, regular(dropping: 2), regular(dropping: 1),
    ]
    // Each rewriting once, in the order tried, the text as written left out.
    var seen: Set = [words.joined(separator: " ")]
    return [false, true].flatMap { contracting in
      transforms.map { rewrite(contracting: contracting, regular: $0) }
    }.filter { seen.insert($0).inserted }
  }
}
