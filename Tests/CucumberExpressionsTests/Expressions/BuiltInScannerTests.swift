import Foundation
import TestSupport
import Testing

@testable import CucumberExpressions

@Suite("Hand-written searches for the built-in snippet patterns")
struct BuiltInScannerTests {
  @Test("each built-in pattern's search finds what its regular expression finds, from every point")
  func scannersAgreeWithRegularExpressions() throws {
    let alphabet: [String] = [
      "1", "7", "0", "-", "+", ".", "E", "e", "a", "Z", " ", "\"", "'", "\\", "\n", "\r",
      "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{663}", "\u{1D7D8}", "é", "_", ",",
    ]
    var random = SeededGenerator(seed: 0x5EED)
    let patterns =
      BuiltInParameterTypes.integerRegexps + BuiltInParameterTypes.floatRegexps
      + BuiltInParameterTypes.stringRegexps
    for _ in 0..<400 {
      let count = Int(random.next() % 24)
      let text = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        .joined()
      let scanned = ScannedText(text)
      for pattern in patterns {
        let scanner = try #require(BuiltInScanner(pattern: pattern))
        let regex = try NSRegularExpression(pattern: pattern)
        for position in 0...scanned.units.count {
          var search = CucumberExpressionGenerator.Search(
            pattern: .scanner(scanner), text: scanned)
          let expected = Self.firstMatch(of: regex, in: scanned, from: position)
          #expect(
            search.firstMatch(from: position) == expected,
            "\(pattern) in \(text.debugDescription) from \(position)")
        }
      }
    }
  }

  @Test("the proposal uses the scanners only for the built-in patterns' exact sources")
  func scannersOnlyForBuiltInSources() {
    #expect(BuiltInScanner(pattern: #"-?\d+"#) == .signedInteger)
    #expect(BuiltInScanner(pattern: #"(?:-?\d+)"#) == nil)
    #expect(BuiltInScanner(pattern: "red|blue") == nil)
  }

  @Test("a digit of another script, or outside the basic plane, is a number as \\d says")
  func digitsOfOtherScripts() {
    let generator = CucumberExpressionGenerator()

    #expect(generator.generate(for: "I have \u{663}\u{664} cukes").source == "I have {int} cukes")
    #expect(generator.generate(for: "I have \u{1D7D8} cukes").source == "I have {int} cukes")
  }

  @Test("an escaped quote stays inside its {string}, an unclosed quote stays literal")
  func quotesWithEscapesAndUnclosed() {
    let generator = CucumberExpressionGenerator()

    #expect(generator.generate(for: #"say "a \"b\" c" now"#).source == "say {string} now")
    #expect(generator.generate(for: #"say "never closed"#).source == #"say "never closed"#)
    #expect(
      generator.generate(for: "say \"broken \\\n then 'ok'").source
        == "say \"broken \\\\\n then {string}")
  }

  @Test("a registered type of the user's own is still proposed, next to the built-in ones")
  func customTypesStillProposed() throws {
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "color", regexps: ["red|blue"]) { $0.first ?? nil ?? "" })
    let generator = CucumberExpressionGenerator(parameterTypes: registry)

    #expect(generator.generate(for: "3 red balls").source == "{int} {color} balls")
  }

  // MARK: - Helpers

  /// The whole-text regular-expression search the scanners replace: the first non-empty match on
  /// word boundaries, enumerating from `position`.
  private static func firstMatch(
    of regex: NSRegularExpression, in text: ScannedText, from position: Int
  ) -> Range<Int>? {
    var found: Range<Int>?
    let nsText = text.nsString
    regex.enumerateMatches(
      in: nsText as String, range: NSRange(location: position, length: nsText.length - position)
    ) { result, _, stop in
      guard let range = result?.range, range.length > 0 else { return }
      let match = range.location..<NSMaxRange(range)
      if text.isOnWordBoundaries(match) {
        found = match
        stop.pointee = true
      }
    }
    return found
  }
}
