extension GherkinParser {
  /// The document of the parts of `source` that parse when the whole does not, beyond Cucumber
  /// (which drops the file): each Background, Scenario or Rule holding one of `errors` is left
  /// out, its lines and tags made empty so that every other line keeps its number, and the rest
  /// parsed again, once more for each further error. `nil` when an error stands before the
  /// first such heading (the Feature's own lines, or an unknown language) or no scenario is left.
  package func recover(
    _ source: String, uri: String, errors: [ParseError], ids: inout IdGenerator
  ) -> GherkinDocument? {
    // At each line feed, as the parser reads lines (`\r\n` is one Character: not split by one).
    var lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }
    var errors = errors
    let sections: Set<TokenType> = [.ruleLine, .backgroundLine, .scenarioLine]
    while !errors.isEmpty {
      let kinds = lineKinds(of: lines.joined(separator: "\n"), uri: uri).kinds
      let headings = kinds.filter { sections.contains($0.value) }.keys.sorted()
      for error in errors {
        let line = min(error.location.line, lines.count)
        guard let start = headings.last(where: { $0 <= line }) else { return nil }
        // A Rule's part ends at the next Rule; a Scenario's or Background's at the next heading.
        let next =
          headings.first { $0 > start && (kinds[start] != .ruleLine || kinds[$0] == .ruleLine) }
          ?? lines.count + 1
        var first = start
        while first > 1, kinds[first - 1] == .tagLine { first -= 1 }
        var last = next - 1
        while last > start, [.tagLine, .comment, .empty].contains(kinds[last]) { last -= 1 }
        for number in first...last { lines[number - 1] = "" }
      }
      var attempt = ids
      switch parse(lines.joined(separator: "\n"), uri: uri, ids: &attempt) {
      case .document(let document):
        guard document.feature?.children.isEmpty == false else { return nil }
        ids = attempt
        return document
      case .failure(let more):
        // Each round empties at least one more section, so this ends.
        guard more != errors else { return nil }
        errors = more
      }
    }
    return nil
  }
}
