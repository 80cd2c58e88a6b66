import Foundation

/// The capture groups of one `NSRegularExpression` match, read back as Swift strings.
struct MatchedGroups {
  let result: NSTextCheckingResult
  let text: String

  /// The text and range of group `number`, or `nil` when it took no part in the match.
  func group(_ number: Int) -> (text: String, range: Range<String.Index>)? {
    guard number < result.numberOfRanges else { return nil }
    let nsRange = result.range(at: number)
    guard nsRange.location != NSNotFound, let range = Range(nsRange, in: text) else { return nil }
    return (String(text[range]), range)
  }

  /// An argument for group `number`, transformed by `parameterType` (plain text when `nil`).
  ///
  /// `childGroups` are the numbers of the group's top-level inner groups, whose texts the
  /// transformer receives instead of the whole match when there are any.
  /// The groups nested in group `number`, each with its own nested groups; `nested[n]` lists
  /// the group numbers directly inside group `n`.
  func nestedGroups(of number: Int, nested: [[Int]]) -> [StepArgument.Group] {
    guard number < nested.count else { return [] }
    return nested[number].map { child in
      let matched = group(child)
      return StepArgument.Group(
        text: matched?.text,
        offset: matched.map { text.distance(from: text.startIndex, to: $0.range.lowerBound) },
        children: nestedGroups(of: child, nested: nested))
    }
  }

  func argument(
    group number: Int, childGroups: [Int], parameterType: ParameterType?, nested: [[Int]]
  ) throws(ParameterTransformError) -> StepArgument {
    let children = nestedGroups(of: number, nested: nested)
    guard let (matched, range) = group(number) else {
      return StepArgument(
        text: nil, range: nil, offset: nil, value: nil, parameterTypeName: parameterType?.name,
        children: children)
    }
    let value: any Sendable
    if let parameterType {
      let values = childGroups.isEmpty ? [matched] : childGroups.map { group($0)?.text }
      value = try parameterType.transform(values, matched: matched)
    } else {
      value = matched
    }
    return StepArgument(
      text: matched, range: range,
      offset: text.distance(from: text.startIndex, to: range.lowerBound),
      value: value, parameterTypeName: parameterType?.name, children: children)
  }
}
