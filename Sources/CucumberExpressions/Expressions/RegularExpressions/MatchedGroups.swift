import Foundation

/// A parameter of a compiled expression: the number of its capture group, the numbers of the
/// groups directly inside it (whose texts its transformer receives instead of the whole match
/// when there are any), and its type (plain text when `nil`).
struct CapturedParameter: Sendable {
  let group: Int
  let children: [Int]
  let type: ParameterType?
}

/// What ``CucumberExpression`` and ``RegularExpression`` compile to: a regular expression and the
/// parameters its capture groups hold.
struct ArgumentMatcher: Sendable {
  let regex: NSRegularExpression
  let parameters: [CapturedParameter]
  /// For each group number (0 for the whole match), the numbers of the groups directly inside it.
  let nested: [[Int]]
  /// Whether the match must span the whole text, rather than be the first one in it.
  let wholeText: Bool

  /// The parameters' arguments in `text`, or `nil` when the regular expression does not match.
  func arguments(in text: String) throws(ParameterTransformError) -> [StepArgument]? {
    guard let match = locate(in: text) else { return nil }
    return try arguments(of: match)
  }

  /// Where the regular expression matches `text` (the whole of it when ``wholeText``), before
  /// any parameter type transforms it; `nil` when it does not match.
  func locate(in text: String) -> StepExpressionMatch? {
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    guard let result = regex.firstMatch(in: text, range: whole),
      !wholeText || result.range == whole
    else { return nil }
    let groups = (0..<result.numberOfRanges).map { number -> Range<String.Index>? in
      let range = result.range(at: number)
      guard range.location != NSNotFound else { return nil }
      return Range(range, in: text)
    }
    return StepExpressionMatch(text: text, groups: groups)
  }

  /// The parameters' arguments in a match ``locate(in:)`` found, transformed by their types.
  func arguments(of match: StepExpressionMatch) throws(ParameterTransformError) -> [StepArgument] {
    let groups = MatchedGroups(match: match)
    return try parameters.map { parameter throws(ParameterTransformError) in
      try groups.argument(for: parameter, nested: nested)
    }
  }
}

/// Where a step expression matched a text, before any parameter type transformed what it
/// captured: the text and the range of each capture group (0 for the whole match), `nil` for a
/// group that took no part in the match. Kept, it lets a text matched again skip the matching.
package struct StepExpressionMatch: Sendable {
  /// The text matched.
  let text: String
  /// Each group's range in ``text``, by group number.
  let groups: [Range<String.Index>?]
}

/// The capture groups of one match, read back as Swift strings.
struct MatchedGroups {
  let match: StepExpressionMatch
  var text: String { match.text }

  /// The text and range of group `number`, or `nil` when it took no part in the match.
  func group(_ number: Int) -> (text: String, range: Range<String.Index>)? {
    guard number < match.groups.count, let range = match.groups[number] else { return nil }
    return (String(text[range]), range)
  }

  /// The offset of `index` from the start of the text, in `Character`s.
  private func offset(of index: String.Index) -> Int {
    text.distance(from: text.startIndex, to: index)
  }

  /// The groups nested in group `number`, each with its own nested groups; `nested[n]` lists
  /// the group numbers directly inside group `n`.
  func nestedGroups(of number: Int, nested: [[Int]]) -> [StepArgument.Group] {
    guard number < nested.count else { return [] }
    return nested[number].map { child in
      let matched = group(child)
      return StepArgument.Group(
        text: matched?.text, offset: matched.map { offset(of: $0.range.lowerBound) },
        children: nestedGroups(of: child, nested: nested))
    }
  }

  /// The argument of `parameter`'s group, transformed by its type.
  func argument(for parameter: CapturedParameter, nested: [[Int]]) throws(ParameterTransformError)
    -> StepArgument
  {
    let matched = group(parameter.group)
    // Without a match there is no value; without a type the value is the matched text.
    var value: (any Sendable)? = matched?.text
    if let type = parameter.type, let text = matched?.text {
      let values = parameter.children.isEmpty ? [text] : parameter.children.map { group($0)?.text }
      value = try type.transform(values, matched: text)
    }
    return StepArgument(
      text: matched?.text, range: matched?.range,
      offset: matched.map { offset(of: $0.range.lowerBound) }, value: value,
      parameterTypeName: parameter.type?.name,
      children: nestedGroups(of: parameter.group, nested: nested))
  }
}
