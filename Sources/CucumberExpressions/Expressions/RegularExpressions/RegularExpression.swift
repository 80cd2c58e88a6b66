import Foundation

/// A step expression written as a regular expression, e.g. `^I have (\d+) cukes?$`.
///
/// Each top-level capture group becomes an argument. A group whose source equals a registered
/// parameter type's regexp (such as `(\d+)` for `{int}`) is transformed by that type; any other
/// group yields its text as a `String`, or `nil` when it took no part in the match.
package struct RegularExpression: StepExpression {
  package let source: String
  private let matcher: ArgumentMatcher

  /// Compiles `source`.
  ///
  /// - Throws: ``RegularExpressionError`` when the pattern does not compile.
  package init(
    _ source: String, parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()
  ) throws(RegularExpressionError) {
    let regex: NSRegularExpression
    do {
      regex = try NSRegularExpression(pattern: source)
    } catch {
      throw RegularExpressionError(pattern: source, reason: error.localizedDescription)
    }
    self.source = source
    let layout = CaptureGroupLayout(pattern: source)
    let nested = layout.nestedGroupNumbers
    let parameters = nested[0].map { group in
      CapturedParameter(
        group: group, children: nested[group],
        type: parameterTypes.lookup(regexp: layout.groups[group - 1].source))
    }
    matcher = ArgumentMatcher(
      regex: regex, parameters: parameters, nested: nested, wholeText: false)
  }

  /// The plain words after a leading `^`, without their last scalar when a quantifier
  /// follows it; empty when a `|` outside parentheses may match without them, or a `[`, `\\` or
  /// `#` (a comment may hold a parenthesis) makes the pattern too hard to read for that.
  package var literalPrefix: String {
    var depth = 0
    for scalar in source.unicodeScalars {
      if "[\\#".unicodeScalars.contains(scalar) || (scalar == "|" && depth == 0) { return "" }
      depth += scalar == "(" ? 1 : scalar == ")" ? -1 : 0
    }
    // By scalars, as the pattern is read: a quantifier takes one scalar, whatever it joins.
    let scalars = source.unicodeScalars
    guard scalars.first == "^" else { return "" }
    let words = scalars.dropFirst().prefix {
      $0.properties.isAlphabetic || $0.properties.numericType == .decimal || $0 == " "
    }
    let next = scalars.dropFirst(1 + words.count).first
    let quantified = next.map { "?*+{".unicodeScalars.contains($0) } == true
    return String(quantified ? words.dropLast() : words)
  }

  package func locate(_ text: String) throws -> StepExpressionMatch? {
    matcher.locate(in: text)
  }

  package func arguments(of match: StepExpressionMatch) throws -> [StepArgument] {
    try matcher.arguments(of: match)
  }
}
