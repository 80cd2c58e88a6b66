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
package struct CucumberExpressionGenerator: Sendable {
  private let candidates: [(type: ParameterType, patterns: [Pattern])]

  /// How one of a type's regexps is searched: by hand for the built-in ones, by the regular
  /// expression engine for the others.
  enum Pattern: @unchecked Sendable {
    // Unchecked: NSRegularExpression is immutable and safe to share once compiled.
    case scanner(BuiltInScanner)
    case regex(NSRegularExpression)
  }

  /// Creates a generator proposing the types of `parameterTypes` marked for snippets.
  package init(parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()) {
    candidates = parameterTypes.parameterTypes.filter(\.useForSnippets).map { type in
      (
        type,
        type.regexps.compactMap { regexp -> Pattern? in
          if let scanner = BuiltInScanner(pattern: regexp) { return .scanner(scanner) }
          return (try? NSRegularExpression(pattern: regexp)).map(Pattern.regex)
        }
      )
    }
  }

  /// The proposal for `text`: at each point the earliest match wins, then the longest, then the
  /// type registered first. A match must not start or end inside a word.
  ///
  /// Linear in the text's length: the built-in patterns are scanned by hand, the others run over
  /// bounded windows of the text (see ``Search``), and each pattern remembers its next match, so
  /// no part of the text is searched over and over.
  package func generate(for text: String) -> GeneratedExpression {
    let scanned = ScannedText(text)
    let units = scanned.units
    let length = units.count
    var searches = candidates.map { candidate in
      candidate.patterns.map { Search(pattern: $0, text: scanned) }
    }
    var position = 0
    var source = ""
    var parameters: [GeneratedExpression.Parameter] = []
    var uses: [String: Int] = [:]

    while position < length {
      var best: (type: ParameterType, range: Range<Int>)?
      for (index, candidate) in candidates.enumerated() {
        for search in searches[index].indices {
          guard let range = searches[index][search].firstMatch(from: position) else { continue }
          if let current = best?.range,
            current.lowerBound < range.lowerBound
              || (current.lowerBound == range.lowerBound && current.count >= range.count)
          {
            continue
          }
          best = (candidate.type, range)
        }
      }
      guard let (type, range) = best else { break }
      Self.appendEscaped(units[position..<range.lowerBound], to: &source)
      source += "{\(type.name)}"
      let count = (uses[type.name] ?? 0) + 1
      uses[type.name] = count
      parameters.append(
        .init(
          name: count == 1 ? type.name : "\(type.name)\(count)", typeName: type.name,
          valueTypeName: type.valueTypeName))
      position = range.upperBound
    }
    Self.appendEscaped(units[position..<length], to: &source)
    return GeneratedExpression(source: source, parameters: parameters)
  }

  /// One pattern's search through one text, remembering its last answer.
  ///
  /// A regular expression runs over a window of the text, never the whole: a window of
  /// `initialWidth` characters, doubled up to `maximumWidth` while it holds no match, moving on by
  /// half its width each time. A match touching the window's end may continue past it, so the
  /// window moves to the match and widens. Regular expressions can cost the square of the text
  /// they look at (a lookahead such as `.*\d` reads to the end of the line from every position),
  /// so bounding the window is what makes the proposal linear. The price: a match longer than half
  /// the widest window may be missed. The built-in patterns are scanned by hand over the whole
  /// text, which is linear and exact.
  struct Search {
    static let initialWidth = 64
    static let maximumWidth = 1_024

    let pattern: Pattern
    let text: ScannedText
    /// The last answer and the position it was searched from.
    private var cached: (from: Int, match: Range<Int>?)?

    init(pattern: Pattern, text: ScannedText) {
      self.pattern = pattern
      self.text = text
    }

    /// The first non-empty match on word boundaries starting at or after `position`.
    mutating func firstMatch(from position: Int) -> Range<Int>? {
      if let cached, cached.from <= position {
        guard let match = cached.match else { return nil }
        if match.lowerBound >= position { return match }
      }
      let match =
        switch pattern {
        case .scanner(let scanner): scan(scanner, from: position)
        case .regex(let regex): search(regex, from: position)
        }
      cached = (position, match)
      return match
    }

    /// As the regular expression's enumeration from `position` would find it: an empty match
    /// moves on by one character, a match inside a word moves on past its end.
    private func scan(_ scanner: BuiltInScanner, from position: Int) -> Range<Int>? {
      var start = position
      while let match = scanner.leftmostMatch(from: start, in: text) {
        if match.isEmpty {
          start = match.lowerBound + 1
        } else if text.isOnWordBoundaries(match) {
          return match
        } else {
          start = match.upperBound
        }
      }
      return nil
    }

    private func search(_ regex: NSRegularExpression, from position: Int) -> Range<Int>? {
      let nsText = text.nsString
      let length = nsText.length
      var start = position
      var width = Self.initialWidth
      while start < length {
        let end = min(length, start + width)
        let window = nsText.substring(with: NSRange(location: start, length: end - start))
        var found: Range<Int>?
        var cut: Int?
        regex.enumerateMatches(in: window, range: NSRange(location: 0, length: end - start)) {
          result, _, stop in
          guard let range = result?.range, range.length > 0 else { return }
          let match = (range.location + start)..<(NSMaxRange(range) + start)
          if end < length && match.upperBound == end {
            cut = match.lowerBound
            stop.pointee = true
          } else if text.isOnWordBoundaries(match) {
            found = match
            stop.pointee = true
          }
        }
        if let found { return found }
        if end == length { return nil }
        if let cut, cut > start {
          start = cut
        } else if cut != nil || width < Self.maximumWidth {
          width *= 2
        } else {
          start += width / 2
        }
      }
      return nil
    }
  }

  /// The characters Cucumber Expressions reserve.
  private static let reserved = "\\{}()/"

  /// Appends literal step text with the characters Cucumber Expressions reserve escaped, so
  /// literal text stays literal.
  static func appendEscaped(_ units: ArraySlice<UInt16>, to source: inout String) {
    let text = String(decoding: units, as: UTF16.self)
    source += units.contains(where: isReserved) ? text.escaped { reserved.contains($0) } : text
  }

  /// Whether `unit` is one of ``reserved``, checked without a search: the fast path of every
  /// literal piece of an undefined step.
  private static func isReserved(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x5C, 0x7B, 0x7D, 0x28, 0x29, 0x2F: true
    default: false
    }
  }
}
