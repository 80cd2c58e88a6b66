extension StepDefinitionInfo {
  /// The sentence as a product owner reads it (`feed-specs --list-steps`, the closest
  /// sentences of an undefined step): a Cucumber expression as written (`{int}`, `image(s)`,
  /// `their/the`); a regular expression in the same words, its anchors dropped, a group of
  /// plain alternatives written `read/written/deleted`, any other group `{…}`, escapes undone.
  package var sentence: String {
    switch expressionKind {
    case .cucumberExpression: expression
    case .regularExpression: Self.sentence(ofRegularExpression: expression)
    }
  }

  /// `^the cache cannot be (read|written|deleted)$` as `the cache cannot be read/written/deleted`.
  static func sentence(ofRegularExpression source: String) -> String {
    pieces(ofRegularExpression: source).map { $0.isGroup ? plainGroup($0.text) : $0.text }
      .joined()
  }

  /// A piece of a regular expression: literal text, or the inside of a top-level group.
  package typealias Piece = (text: String, isGroup: Bool)

  /// A regular expression read the one way the sentences and the editor's completions read it:
  /// its anchors dropped, its literal text with escapes undone, and each top-level group's inside
  /// as written; an unclosed group stays literal text.
  package static func pieces(ofRegularExpression source: String) -> [Piece] {
    var pattern = Substring(source)
    if pattern.hasPrefix("^") { pattern = pattern.dropFirst() }
    if pattern.hasSuffix("$") && !pattern.hasSuffix("\\$") { pattern = pattern.dropLast() }
    var pieces: [Piece] = []
    var text = ""
    var depth = 0
    var escaping = false
    for character in pattern {
      if escaping {
        text.append(character)
        escaping = false
        continue
      }
      switch character {
      case "\\":
        // Inside a group the escape stays as written; outside, only the character it escapes.
        if depth > 0 { text.append(character) }
        escaping = true
      case "(" where depth == 0:
        if !text.isEmpty { pieces.append((text, false)) }
        text = ""
        depth = 1
      case ")" where depth == 1:
        pieces.append((text, true))
        text = ""
        depth = 0
      default:
        if character == "(" { depth += 1 } else if character == ")", depth > 0 { depth -= 1 }
        text.append(character)
      }
    }
    if depth > 0 { text = "(" + text }
    if !text.isEmpty { pieces.append((text, false)) }
    return pieces
  }

  /// A group's alternatives as `a/b/c` when each is plain words, otherwise `{…}`.
  private static func plainGroup(_ group: String) -> String {
    let body = group.hasPrefix("?:") ? String(group.dropFirst(2)) : group
    let alternatives = body.split(separator: "|", omittingEmptySubsequences: false)
    let plain = alternatives.allSatisfy { alternative in
      !alternative.isEmpty
        && alternative.allSatisfy { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "-" }
    }
    return plain ? alternatives.joined(separator: "/") : "{…}"
  }
}
