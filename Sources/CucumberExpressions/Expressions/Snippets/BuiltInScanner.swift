import Foundation

/// A hand-written search for one of the built-in snippet patterns (`{int}`, `{float}`,
/// `{string}`), finding exactly what the pattern's regular expression finds, over the step's
/// UTF-16 code units and without a regular-expression engine.
///
/// The proposal for an undefined step tries every pattern at many points of the step; a regular
/// expression call costs a fixed amount however little text it reads, so scanning by hand is what
/// keeps each step, and each character, cheap.
enum BuiltInScanner: Sendable, Equatable {
  /// `-?\d+`
  case signedInteger
  /// `\d+`
  case unsignedInteger
  /// `(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?`: after the greedy `\d*`, the
  /// exponent group can never match (no digit is left for its `\d+`), so the match is an optional
  /// sign, digits, a point followed by a digit, digits; it exists only where a digit follows on
  /// the same line.
  case float
  /// `"([^"\\]*(\\.[^"\\]*)*)"` or its single-quoted twin: a quote, then characters other than
  /// the quote and the backslash or a backslash with the next character (not a line end), then
  /// the closing quote.
  case quoted(UInt16)

  /// The scanner for a regular expression source, or `nil` when `pattern` is not a built-in one.
  init?(pattern: String) {
    switch pattern {
    case BuiltInParameterTypes.integerRegexps[0]: self = .signedInteger
    case BuiltInParameterTypes.integerRegexps[1]: self = .unsignedInteger
    case BuiltInParameterTypes.floatRegexps[0]: self = .float
    case BuiltInParameterTypes.stringRegexps[0]: self = .quoted(0x22)
    case BuiltInParameterTypes.stringRegexps[1]: self = .quoted(0x27)
    default: return nil
    }
  }

  /// The leftmost match (possibly empty) starting at or after `position`, as the regular
  /// expression's search from `position` would find it.
  func leftmostMatch(from position: Int, in text: ScannedText) -> Range<Int>? {
    let units = text.units
    switch self {
    case .signedInteger, .unsignedInteger:
      var start = position
      while start < units.count {
        if self == .signedInteger, units[start] == 0x2D, text.digitLength(at: start + 1) > 0 {
          return start..<text.endOfDigits(from: start + 1)
        }
        if text.digitLength(at: start) > 0 { return start..<text.endOfDigits(from: start) }
        start += 1
      }
      return nil
    case .float:
      guard let start = text.firstDigitAheadPosition(from: position) else { return nil }
      var end = start
      if end < units.count, units[end] == 0x2D || units[end] == 0x2B { end += 1 }
      end = text.endOfDigits(from: end)
      if end < units.count, units[end] == 0x2E, text.digitLength(at: end + 1) > 0 {
        end = text.endOfDigits(from: end + 1)
      }
      return start..<end
    case .quoted(let quote):
      var start = position
      while start < units.count {
        guard let open = units[start...].firstIndex(of: quote) else { return nil }
        var index = open + 1
        while index < units.count {
          let unit = units[index]
          if unit == quote { return open..<(index + 1) }
          if unit == 0x5C {
            guard index + 1 < units.count, !ScannedText.isLineTerminator(units[index + 1]) else {
              break
            }
            index += 2
          } else {
            index += 1
          }
        }
        // Every later opening quote before the failure point is an escaped one, and fails at the
        // same point: the search resumes after it.
        start = index + 1
      }
      return nil
    }
  }
}

/// A step's text prepared for the snippet searches: its UTF-16 code units, where a digit still
/// follows on the same line and the `NSString` for regular expressions (each made on first use).
final class ScannedText {
  let units: [UInt16]
  /// The text for the regular expression engine, made on first use.
  private(set) lazy var nsString = NSString(characters: units, length: units.count)

  init(_ text: String) {
    units = Array(text.utf16)
  }

  /// The number of code units of the decimal digit (`\d`, any script) at `index`, or 0.
  func digitLength(at index: Int) -> Int {
    guard index < units.count else { return 0 }
    let unit = units[index]
    if unit < 0x80 { return unit >= 0x30 && unit <= 0x39 ? 1 : 0 }
    if UTF16.isLeadSurrogate(unit) {
      guard index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) else { return 0 }
      let scalar = UTF16.decode(UTF16.EncodedScalar([unit, units[index + 1]]))
      return scalar.properties.generalCategory == .decimalNumber ? 2 : 0
    }
    guard let scalar = Unicode.Scalar(unit) else { return 0 }
    return scalar.properties.generalCategory == .decimalNumber ? 1 : 0
  }

  /// The index after the run of digits starting at `index`.
  func endOfDigits(from index: Int) -> Int {
    var end = index
    while case let length = digitLength(at: end), length > 0 { end += length }
    return end
  }

  /// The first index at or after `index` from which a digit follows on the same line (`.*\d`).
  func firstDigitAheadPosition(from index: Int) -> Int? {
    digitAhead[min(index, digitAhead.count)...].firstIndex(of: true)
  }

  /// Whether a digit follows each index on the same line, made on first use.
  private lazy var digitAhead: [Bool] = {
    var ahead = [Bool](repeating: false, count: units.count)
    var digitFollows = false
    for index in units.indices.reversed() {
      if Self.isLineTerminator(units[index]) {
        digitFollows = false
      } else if digitLength(at: index) > 0 {
        digitFollows = true
      }
      ahead[index] = digitFollows
    }
    return ahead
  }()

  /// Whether `unit` ends a line for the regular expressions' `.`.
  static func isLineTerminator(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether the match `range` neither starts nor ends inside a word.
  func isOnWordBoundaries(_ range: Range<Int>) -> Bool {
    let startsWord = isWordCharacter(at: range.lowerBound)
    let endsWord = isWordCharacter(at: range.upperBound - 1)
    return !(startsWord && isWordCharacter(at: range.lowerBound - 1))
      && !(endsWord && isWordCharacter(at: range.upperBound))
  }

  private func isWordCharacter(at index: Int) -> Bool {
    guard index >= 0, index < units.count else { return false }
    let unit = units[index]
    if unit < 0x80 {
      return (unit >= 0x30 && unit <= 0x39) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A)
    }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
