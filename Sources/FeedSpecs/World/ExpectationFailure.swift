/// A step's expectation that did not hold, worded as expected versus actual, such as
/// `expected the error message "X" but the app shows "Y"`.
package struct ExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The readable message.
  package let message: String

  /// Creates a failure with `message`.
  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// Throws ``ExpectationFailure`` with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  guard condition else { throw ExpectationFailure(message()) }
}

/// Quotes an optional text for a failure message: `"text"` or `nothing`.
func quoted(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "nothing"
}

/// Throws ``ExpectationFailure`` with `message` unless `shown` is `expected`; when the two only
/// look alike (a curly apostrophe where the app shows a straight one), the message names the
/// characters that differ, which a screen shows the same.
func expectText(_ shown: String?, _ expected: String, _ message: @autoclosure () -> String)
  throws
{
  guard shown != expected else { return }
  throw ExpectationFailure(
    message() + (shown.flatMap { lookAlikeNote(expected: expected, shown: $0) } ?? ""))
}

/// Where `expected` and `shown` differ when they differ only by characters that look alike, in
/// words (`. They look alike but differ at character 8: …`), or `nil`.
func lookAlikeNote(expected: String, shown: String) -> String? {
  let wanted = Array(expected.unicodeScalars)
  let got = Array(shown.unicodeScalars)
  guard wanted.count == got.count, wanted != got,
    zip(wanted, got).allSatisfy({ lookAlike($0) == lookAlike($1) }),
    let at = wanted.indices.first(where: { wanted[$0] != got[$0] })
  else { return nil }
  return
    ". They look alike but differ at character \(at + 1): the scenario has \(named(wanted[at])) where the app shows \(named(got[at]))."
}

/// The plain character a look-alike one stands for.
private func lookAlike(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
  switch scalar.value {
  case 0x2018, 0x2019, 0x02BC, 0x0060, 0x00B4: "'"
  case 0x201C, 0x201D, 0x201E: "\""
  case 0x00A0, 0x202F, 0x2007, 0x2009: " "
  case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2212: "-"
  default: scalar
  }
}

/// A character with its code and, for those that look alike, its name:
/// `’ (U+2019, a curly apostrophe)`.
private func named(_ scalar: Unicode.Scalar) -> String {
  let names: [UInt32: String] = [
    0x27: "a straight apostrophe", 0x2019: "a curly apostrophe",
    0x2018: "a curly opening single quote", 0x22: "a straight double quote",
    0x201C: "a curly opening double quote", 0x201D: "a curly closing double quote",
    0x20: "a space", 0xA0: "a non-breaking space", 0x2D: "a hyphen", 0x2013: "an en dash",
    0x2014: "an em dash",
  ]
  let code = String(scalar.value, radix: 16, uppercase: true)
  let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
  let shown = scalar.properties.isWhitespace ? "" : "\(Character(scalar)) "
  return "\(shown)(U+\(padded)" + (names[scalar.value].map { ", \($0)" } ?? "") + ")"
}
