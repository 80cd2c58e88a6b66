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
public struct CucumberExpressionGenerator: Sendable {
  private let candidates: [(type: ParameterType, regexes: [NSRegularExpression])]

  /// Creates a generator proposing the types of `parameterTypes` marked for snippets.
  public init(parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()) {
    candidates = parameterTypes.parameterTypes.filter(\.useForSnippets).map { type in
      (type, type.regexps.compactMap { try? NSRegularExpression(pattern: $0) })
    }
  }

  /// The proposal for `text`: at each point the earliest match wins, then the longest, then the
  /// type registered first. A match must not start or end inside a word.
  ///
  /// Linear in the text's length: each pattern runs over bounded windows of the text (see
  /// ``Search``) and remembers its next match, so no part of the text is searched over and over.
  public func generate(for text: String) -> GeneratedExpression {
    // UTF-16 storage, so reading a character or a window costs the same anywhere in the text.
    let units = Array(text.utf16)
    let nsText = NSString(characters: units, length: units.count)
    let length = nsText.length
    var searches = candidates.map { candidate in
      candidate.regexes.map { Search(regex: $0, text: nsText) }
    }
    var position = 0
    var source = ""
    var parameters: [GeneratedExpression.Parameter] = []
    var uses: [String: Int] = [:]

    while position < length {
      var best: (type: ParameterType, range: NSRange)?
      for (index, candidate) in candidates.enumerated() {
        for search in searches[index].indices {
          guard let range = searches[index][search].firstMatch(from: position) else { continue }
          if let current = best?.range,
            current.location < range.location
              || (current.location == range.location && current.length >= range.length)
          {
            continue
          }
          best = (candidate.type, range)
        }
      }
      guard let (type, range) = best else { break }
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

  /// One pattern's search through one text, remembering its last answer.
  ///
  /// The pattern runs over a window of the text, never the whole: a window of `initialWidth`
  /// characters, doubled up to `maximumWidth` while it holds no match, moving on by half its width
  /// each time. A match touching the window's end may continue past it, so the window moves to the
  /// match and widens. Regular expressions can cost the square of the text they look at (a
  /// lookahead such as `{float}`'s `(?=.*\d.*)` reads to the end of the line from every position),
  /// so bounding the window is what makes the proposal linear. The price: a quoted text longer
  /// than half the widest window may stay literal instead of becoming `{string}`.
  struct Search {
    static let initialWidth = 64
    static let maximumWidth = 1_024

    let regex: NSRegularExpression
    let text: NSString
    /// The last answer and the position it was searched from.
    private var cached: (from: Int, match: NSRange?)?

    init(regex: NSRegularExpression, text: NSString) {
      self.regex = regex
      self.text = text
    }

    /// The first non-empty match on word boundaries starting at or after `position`.
    mutating func firstMatch(from position: Int) -> NSRange? {
      if let cached, cached.from <= position {
        guard let match = cached.match else { return nil }
        if match.location >= position { return match }
      }
      let match = search(from: position)
      cached = (position, match)
      return match
    }

    private func search(from position: Int) -> NSRange? {
      let length = text.length
      var start = position
      var width = Self.initialWidth
      while start < length {
        let end = min(length, start + width)
        let window = text.substring(with: NSRange(location: start, length: end - start))
        var found: NSRange?
        var cut: Int?
        regex.enumerateMatches(in: window, range: NSRange(location: 0, length: end - start)) {
          result, _, stop in
          guard let range = result?.range, range.length > 0 else { return }
          let match = NSRange(location: range.location + start, length: range.length)
          if end < length && NSMaxRange(match) == end {
            cut = match.location
            stop.pointee = true
          } else if CucumberExpressionGenerator.isOnWordBoundaries(match, in: text) {
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

  fileprivate static func isOnWordBoundaries(_ range: NSRange, in text: NSString) -> Bool {
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
