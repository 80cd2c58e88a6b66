import Foundation
import GherkinDiagnostics

extension GherkinParser {
  /// The dialect a `# language:` comment before the file's first other line names, or the
  /// default one; read from the lines alone, so it works while the file does not parse.
  func dialect(of document: TextDocument) -> Dialect {
    let lines = (0..<document.lineCount).lazy.map { document.line($0) }
    return Diagnostics.languageDeclaration(in: lines).flatMap { dialects.dialect(for: $0.code) }
      ?? dialects.dialect(for: defaultLanguage) ?? .english
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
