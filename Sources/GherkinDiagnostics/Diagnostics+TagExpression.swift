import CucumberExpressions

/// Where a person gave a value: after a command-line flag (`--tags '@a'`) or in an environment
/// variable under `swift test` (`GHERKIN_TAGS='@a'`). Messages name it as it was written.
package enum Setting: Sendable, Hashable {
  /// A flag such as `--tags`.
  case flag(String)
  /// An environment variable such as `GHERKIN_TAGS`.
  case variable(String)

  /// `value` as it is written with this setting: `--tags '@a'` or `GHERKIN_TAGS='@a'` (without
  /// the quotes unless `quoted`).
  func written(_ value: String, quoted: Bool = true) -> String {
    let value = quoted ? "'\(value)'" : value
    return switch self {
    case .flag(let name): "\(name) \(value)"
    case .variable(let name): "\(name)=\(value)"
    }
  }
}

extension Diagnostics {
  /// A tag expression that does not parse, explained in plain words: what is wrong, at which
  /// word, and how to write it, as in `--tags '@a and': 'and' needs a tag after it, for example
  /// --tags '@a and @b'.` The parser's own wording (Cucumber's, in ``TagExpressionError``) stays
  /// for machines; this is for the person who typed the expression.
  package static func explain(_ error: TagExpressionError, setting: Setting) -> String {
    let shown = setting.written(Wording.shown(error.expression))
    return "\(shown): \(reason(error, setting: setting))"
  }

  private static func reason(_ error: TagExpressionError, setting: Setting) -> String {
    func example(_ expression: String) -> String { setting.written(expression) }
    let grouped = example("(@a or @b) and @c")
    let strayClose =
      "')' has no '(' before it: remove it, or add '(' where the group starts, for example \(grouped)."
    let tokens = (try? TagExpressionTokenizer.tokenize(error.expression)) ?? []
    // Each token with the one before it (nil at the start), then the end (nil) after the last.
    let pairs = zip([nil] + tokens.map { Optional($0) }, tokens.map { Optional($0) } + [nil])
    switch error.problem {
    case .expectedOperator:
      for case (let before?, let next?) in pairs where ends(before) && starts(next) {
        if next == .not {
          return
            "'not' cannot follow '\(word(before))' directly: write 'and not' or 'or not', for example \(example("@a and not @b"))."
        }
        return
          "nothing joins '\(word(before))' and '\(word(next))': put 'and' between them (a scenario needs both) or 'or' (either is enough), for example \(example("@a and @b"))."
      }
    case .expectedOperand:
      // A tag must come after `before` (nil: the start of the expression).
      for (before, next) in pairs where before.map(ends) != true && !starts(next) {
        switch (before, next) {
        case (.openParenthesis?, .closeParenthesis?):
          return "'()' holds no tag: put tags inside the brackets, for example \(grouped)."
        case (nil, .closeParenthesis?):
          return strayClose
        case (let symbol?, _) where symbol != .openParenthesis:
          let sample = symbol == .not ? "not @a" : "@a \(word(symbol)) @b"
          return "'\(word(symbol))' needs a tag after it, for example \(example(sample))."
        case (_, let symbol?):
          return
            "'\(word(symbol))' needs a tag before it, for example \(example("@a \(word(symbol)) @b"))."
        default:
          continue
        }
      }
    case .unmatchedOpeningParenthesis:
      return "'(' is never closed: add ')' where the group ends, for example \(grouped)."
    case .unmatchedClosingParenthesis:
      return strayClose
    case .illegalEscape(let character):
      return
        "'\\\(Wording.shown(String(character)))': a backslash may only come before (, ), a space or another backslash, to make it part of a tag's name. Remove the backslash."
    }
    return
      "this is not a tag expression: join tags with 'and', 'or' and 'not', and group them with brackets, for example \(example("(@a or @b) and not @c"))."
  }

  /// Whether a tag expression can stop after `token`: a tag or a closing bracket.
  private static func ends(_ token: TagExpressionToken) -> Bool {
    switch token {
    case .tag, .closeParenthesis: true
    case .openParenthesis, .not, .and, .or: false
    }
  }

  /// Whether `token` begins an operand: a tag, `not` or an opening bracket.
  private static func starts(_ token: TagExpressionToken?) -> Bool {
    switch token {
    case .tag?, .not?, .openParenthesis?: true
    case .closeParenthesis?, .and?, .or?, nil: false
    }
  }

  /// `token` as the person wrote it.
  private static func word(_ token: TagExpressionToken) -> String {
    switch token {
    case .openParenthesis: "("
    case .closeParenthesis: ")"
    case .not: "not"
    case .and: "and"
    case .or: "or"
    case .tag(let name): Wording.shown(name)
    }
  }
}
