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

  package func match(_ text: String) throws -> [StepArgument]? {
    try matcher.arguments(in: text)
  }
}
