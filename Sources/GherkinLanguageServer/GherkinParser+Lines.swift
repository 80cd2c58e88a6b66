import Foundation
import Gherkin

extension GherkinParser {
  /// The dialect a `# language:` comment before the file's first other line names, or the
  /// default one; read from the lines alone, so it works while the file does not parse.
  func dialect(of document: TextDocument) -> Dialect {
    for number in 0..<document.lineCount {
      let line = document.line(number).trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      guard line.hasPrefix("#") else { break }
      let comment = line.dropFirst().trimmingCharacters(in: .whitespaces)
      guard comment.hasPrefix("language"), let colon = comment.firstIndex(of: ":") else { continue }
      let code = comment[comment.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if let dialect = dialects.dialect(for: code) { return dialect }
    }
    return dialects.dialect(for: defaultLanguage) ?? .english
  }

  /// The text after the step keyword of line `line` (0-based), if it is a step line.
  func stepText(onLine line: Int, of document: TextDocument) -> String? {
    let content = document.line(line).drop { $0 == " " || $0 == "\t" }
    guard let keyword = dialect(of: document).stepKeyword(starting: content) else { return nil }
    return content.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
  }
}

extension Dialect {
  /// The longest step keyword `text` starts with.
  func stepKeyword(starting text: Substring) -> String? {
    stepKeywords.map(\.keyword).filter { text.hasPrefix($0) }.max { $0.count < $1.count }
  }
}
