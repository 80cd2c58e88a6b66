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
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    guard let result = regex.firstMatch(in: text, range: whole),
      !wholeText || result.range == whole
    else { return nil }
    let groups = MatchedGroups(result: result, text: text)
    return try parameters.map { parameter throws(ParameterTransformError) in
      try groups.argument(for: parameter, nested: nested)
    }
  }
}

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
