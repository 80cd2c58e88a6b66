import Foundation

/// A step expression written as a regular expression, e.g. `^I have (\d+) cukes?$`.
///
/// Each top-level capture group becomes an argument. A group whose source equals a registered
/// parameter type's regexp (such as `(\d+)` for `{int}`) is transformed by that type; any other
/// group yields its text as a `String`, or `nil` when it took no part in the match.
package struct RegularExpression: StepExpression {
  package let source: String
  private let regex: NSRegularExpression
  private let arguments: [(group: Int, children: [Int], type: ParameterType?)]
  private let nestedGroups: [[Int]]

  /// Compiles `source`.
  ///
  /// - Throws: ``RegularExpressionError`` when the pattern does not compile.
  package init(
    _ source: String, parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()
  ) throws(RegularExpressionError) {
    do {
      regex = try NSRegularExpression(pattern: source)
    } catch {
      throw RegularExpressionError(pattern: source, reason: error.localizedDescription)
    }
    self.source = source
    let layout = CaptureGroupLayout(pattern: source)
    nestedGroups = layout.nestedGroupNumbers
    arguments = layout.topLevel.map { index in
      let children = layout.groups.indices.filter { layout.groups[$0].parent == index }
      return (
        index + 1, children.map { $0 + 1 },
        parameterTypes.lookup(regexp: layout.groups[index].source)
      )
    }
  }

  package func match(_ text: String) throws -> [StepArgument]? {
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    guard let result = regex.firstMatch(in: text, range: whole) else { return nil }
    let groups = MatchedGroups(result: result, text: text)
    return try arguments.map { argument throws(ParameterTransformError) in
      try groups.argument(
        group: argument.group, childGroups: argument.children, parameterType: argument.type,
        nested: nestedGroups)
    }
  }
}
