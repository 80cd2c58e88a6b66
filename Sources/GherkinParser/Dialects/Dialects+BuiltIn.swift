// The built-in dialects: every language of Cucumber's gherkin-languages.json, kept in our own
// compact table `dialects.tsv` (its header comment describes the format), which Package.swift
// embeds in the code so that a static binary needs no file beside it.

extension Dialects {
  /// Every language Cucumber's Gherkin knows, read from the embedded table on first use.
  package static let builtIn: Dialects = {
    do {
      return try Dialects(table: PackageResources.dialects_tsv)
    } catch {
      // The table is part of the source; GherkinParserTests read it on every run.
      preconditionFailure("dialects.tsv: \(error)")
    }
  }()

  /// The errors that reading a table in the format of `dialects.tsv` can report.
  package enum TableError: Error, Sendable, Equatable {
    /// A line (1-based) that has `fields` tab-separated fields instead of 14.
    case wrongFieldCount(line: Int, fields: Int)
  }

  /// Reads dialects from UTF-8 text in the format of `dialects.tsv`: per language a line of
  /// 14 tab-separated fields (code, name, native name, the five step keyword lists, the six
  /// heading keyword lists), keywords separated by `|`; empty lines and `#` lines are skipped.
  package init(table: [UInt8]) throws {
    func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    var dialects: [Dialect] = []
    let lines = table.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      guard let first = line.first, first != UInt8(ascii: "#") else { continue }
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count == 14 else {
        throw TableError.wrongFieldCount(line: index + 1, fields: fields.count)
      }
      let lists = fields.dropFirst(3).map { field in
        field.isEmpty
          ? []
          : field.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map(text)
      }
      dialects.append(
        Dialect(
          code: text(fields[0]), name: text(fields[1]), native: text(fields[2]),
          feature: lists[5], rule: lists[6], background: lists[7], scenario: lists[8],
          scenarioOutline: lists[9], examples: lists[10], given: lists[0], when: lists[1],
          then: lists[2], and: lists[3], but: lists[4]))
    }
    self.init(dialects)
  }
}

extension Dialect {
  /// The `en` dialect (English), the language of a file without `# language:`.
  package static let english: Dialect = {
    guard let english = Dialects.builtIn.dialect(for: "en") else {
      preconditionFailure("dialects.tsv has no en line")
    }
    return english
  }()
}
