/// Splits a Cucumber Expression into tokens: runs of text and of white space merge, each
/// `(`, `)`, `{`, `}` and `/` stands alone, and a backslash turns the next reserved character or
/// white space into text.
enum CucumberExpressionTokenizer {
  /// Tokenizes `expression`, framed by start- and end-of-line tokens.
  ///
  /// - Throws: ``CucumberExpressionError`` for a backslash before an ordinary character or at the
  ///   end.
  static func tokenize(
    _ expression: String
  ) throws(CucumberExpressionError) -> [CucumberExpressionToken] {
    let scalars = Array(expression.unicodeScalars)
    var tokens = [CucumberExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0)]
    var buffer = String.UnicodeScalarView()
    var bufferStart = 0
    var bufferKind = CucumberExpressionToken.Kind.startOfLine
    var escaping = false

    for (index, scalar) in scalars.enumerated() {
      if !escaping && scalar == "\\" {
        escaping = true
        continue
      }
      guard !escaping || scalar.properties.isWhitespace || "{}()/\\".unicodeScalars.contains(scalar)
      else {
        throw CucumberExpressionError(
          problem: .cannotEscape, expression: expression, start: index, end: index + 1)
      }
      // An escaped scalar is text, whatever it is.
      let kind = escaping ? .text : Self.kind(of: scalar)
      let scalarStart = escaping ? index - 1 : index
      escaping = false
      // Only runs of text and of white space merge into one token.
      if !buffer.isEmpty && (bufferKind != kind || (kind != .whiteSpace && kind != .text)) {
        tokens.append(
          .init(kind: bufferKind, text: String(buffer), start: bufferStart, end: scalarStart))
        buffer = String.UnicodeScalarView()
      }
      if buffer.isEmpty { bufferStart = scalarStart }
      buffer.append(scalar)
      bufferKind = kind
    }
    if escaping {
      throw CucumberExpressionError(
        problem: .escapedEndOfLine, expression: expression, start: scalars.count - 1,
        end: scalars.count)
    }
    if !buffer.isEmpty {
      tokens.append(
        .init(kind: bufferKind, text: String(buffer), start: bufferStart, end: scalars.count))
    }
    tokens.append(.init(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
    return tokens
  }

  private static func kind(of scalar: Unicode.Scalar) -> CucumberExpressionToken.Kind {
    if scalar.properties.isWhitespace { return .whiteSpace }
    switch scalar {
    case "(": return .beginOptional
    case ")": return .endOptional
    case "{": return .beginParameter
    case "}": return .endParameter
    case "/": return .alternation
    default: return .text
    }
  }
}
