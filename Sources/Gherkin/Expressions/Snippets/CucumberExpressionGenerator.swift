import Foundation

/// Proposes a Cucumber Expression for step text no definition matches, replacing numbers with
/// `{int}` or `{float}` and quoted text with `{string}` (or any registered type that allows use
/// in snippets).
///
/// ```swift
/// let proposal = CucumberExpressionGenerator(parameterTypes: .init())
///   .generate(for: #"I have 3 "red" apples"#)
/// proposal.source  // I have {int} {string} apples
/// ```
struct CucumberExpressionGenerator: Sendable {
  private let candidates: [(type: ParameterType, regexes: [NSRegularExpression])]

  /// Creates a generator proposing the types of `parameterTypes` marked for snippets.
  init(parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()) {
    candidates = parameterTypes.parameterTypes.filter(\.useForSnippets).map { type in
      (type, type.regexps.compactMap { try? NSRegularExpression(pattern: $0) })
    }
  }

  /// The proposal for `text`: at each point the earliest match wins, then the longest, then the
  /// type registered first. A match must not start or end inside a word.
  func generate(for text: String) -> GeneratedExpression {
    let utf16 = text.utf16.count
    var position = 0
    var source = ""
    var parameters: [GeneratedExpression.Parameter] = []
    var uses: [String: Int] = [:]
    let nsText = text as NSString

    while position < utf16 {
      guard let (type, range) = bestMatch(in: text, from: position, length: utf16) else { break }
      source += Self.escape(
        nsText.substring(with: NSRange(location: position, length: range.location - position)))
      source += "{\(type.name)}"
      let count = (uses[type.name] ?? 0) + 1
      uses[type.name] = count
      parameters.append(
        .init(
          name: count == 1 ? type.name : "\(type.name)\(count)", typeName: type.name,
          valueTypeName: type.valueTypeName))
      position = NSMaxRange(range)
    }
    source += Self.escape(nsText.substring(from: position))
    return GeneratedExpression(source: source, parameters: parameters)
  }

  private func bestMatch(
    in text: String, from position: Int, length: Int
  ) -> (ParameterType, NSRange)? {
    var best: (ParameterType, NSRange)?
    let searchRange = NSRange(location: position, length: length - position)
    for (type, regexes) in candidates {
      for regex in regexes {
        let match = regex.matches(in: text, range: searchRange).first {
          $0.range.length > 0 && Self.isOnWordBoundaries($0.range, in: text as NSString)
        }
        guard let range = match?.range else { continue }
        if let current = best?.1,
          current.location < range.location
            || (current.location == range.location && current.length >= range.length)
        {
          continue
        }
        best = (type, range)
      }
    }
    return best
  }

  private static func isOnWordBoundaries(_ range: NSRange, in text: NSString) -> Bool {
    func isWordCharacter(at index: Int) -> Bool {
      guard index >= 0, index < text.length else { return false }
      guard let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    let startsWord = isWordCharacter(at: range.location)
    let endsWord = isWordCharacter(at: NSMaxRange(range) - 1)
    return !(startsWord && isWordCharacter(at: range.location - 1))
      && !(endsWord && isWordCharacter(at: NSMaxRange(range)))
  }

  /// Escapes the characters Cucumber Expressions reserve, so literal text stays literal.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\{}()/".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
