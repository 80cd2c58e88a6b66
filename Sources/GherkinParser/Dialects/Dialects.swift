import Foundation

/// A set of dialects, looked up by language code. Pass one to ``GherkinParser``.
package struct Dialects: Sendable {
  /// The dialects by language code.
  package private(set) var byCode: [String: Dialect]

  /// Creates a set from a list of dialects.
  package init(_ dialects: [Dialect]) {
    byCode = Dictionary(dialects.map { ($0.code, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The dialect for a language code, if known.
  package func dialect(for code: String) -> Dialect? { byCode[code] }

  /// This set with the dialects of `other` added (replacing those with the same code).
  package func merging(_ other: Dialects) -> Dialects {
    var merged = self
    merged.byCode.merge(other.byCode) { _, new in new }
    return merged
  }

  /// The errors that loading a languages file can report.
  package enum LoadingError: Error, Sendable, Equatable {
    /// The file is not a JSON object of language objects.
    case notAnObject
    /// A language lacks a keyword list or its name.
    case missingKey(language: String, key: String)
  }

  /// Loads a file in the format of Cucumber's `gherkin-languages.json`.
  package static func load(contentsOf url: URL) throws -> Dialects {
    try load(json: Data(contentsOf: url))
  }

  /// Reads dialects from data in the format of Cucumber's `gherkin-languages.json`.
  package static func load(json data: Data) throws -> Dialects {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw LoadingError.notAnObject
    }
    var dialects: [Dialect] = []
    for (code, value) in root {
      guard let object = value as? [String: Any] else { throw LoadingError.notAnObject }
      func text(_ key: String) throws -> String {
        guard let value = object[key] as? String else {
          throw LoadingError.missingKey(language: code, key: key)
        }
        return value
      }
      func list(_ key: String) throws -> [String] {
        guard let value = object[key] as? [String] else {
          throw LoadingError.missingKey(language: code, key: key)
        }
        return value
      }
      dialects.append(
        Dialect(
          code: code, name: try text("name"), native: try text("native"),
          feature: try list("feature"), rule: try list("rule"), background: try list("background"),
          scenario: try list("scenario"), scenarioOutline: try list("scenarioOutline"),
          examples: try list("examples"), given: try list("given"), when: try list("when"),
          then: try list("then"), and: try list("and"), but: try list("but")))
    }
    return Dialects(dialects)
  }
}
