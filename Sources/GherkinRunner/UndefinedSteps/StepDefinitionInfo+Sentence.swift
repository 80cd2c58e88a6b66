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
    var pattern = Substring(source)
    if pattern.hasPrefix("^") { pattern = pattern.dropFirst() }
    if pattern.hasSuffix("$") && !pattern.hasSuffix("\\$") { pattern = pattern.dropLast() }
    var result = ""
    var group = ""
    var depth = 0
    var escaping = false
    for character in pattern {
      if depth == 0 {
        if escaping {
          result.append(character)
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "(" {
          depth = 1
          group = ""
        } else {
          result.append(character)
        }
        continue
      }
      if escaping {
        group.append(character)
        escaping = false
        continue
      }
      switch character {
      case "\\":
        group.append(character)
        escaping = true
      case "(":
        depth += 1
        group.append(character)
      case ")":
        depth -= 1
        if depth == 0 {
          result += plainGroup(group)
        } else {
          group.append(character)
        }
      default:
        group.append(character)
      }
    }
    if depth > 0 { result += "(" + group }
    return result
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
