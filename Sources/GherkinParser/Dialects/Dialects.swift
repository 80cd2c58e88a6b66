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

  /// Reads dialects from data in the format of Cucumber's `gherkin-languages.json`.
  package static func load(json data: Data) throws -> Dialects {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw LoadingError.notAnObject
    }
    return Dialects(
      try root.map { code, entry in
        guard let object = entry as? [String: Any] else { throw LoadingError.notAnObject }
        func value<Value>(_ key: String) throws -> Value {
          guard let value = object[key] as? Value else {
            throw LoadingError.missingKey(language: code, key: key)
          }
          return value
        }
        return Dialect(
          code: code, name: try value("name"), native: try value("native"),
          feature: try value("feature"), rule: try value("rule"),
          background: try value("background"),
          scenario: try value("scenario"), scenarioOutline: try value("scenarioOutline"),
          examples: try value("examples"), given: try value("given"), when: try value("when"),
          then: try value("then"), and: try value("and"), but: try value("but"))
      })
  }
}
