import Foundation

/// Cucumber's built-in parameter types, with the transformations Swift step code expects.
enum BuiltInParameterTypes {
  struct InvalidNumber: Error, CustomStringConvertible {
    let text: String
    let type: String
    var description: String { "\"\(text)\" is not a valid \(type)" }
  }

  static let integerRegexps = [#"-?\d+"#, #"\d+"#]
  static let floatRegexps = [#"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#]
  static let stringRegexps = [#""([^"\\]*(\\.[^"\\]*)*)""#, #"'([^'\\]*(\\.[^'\\]*)*)'"#]

  static let all: [ParameterType] = [
    number("int", Int.self, integerRegexps, "Int", snippets: true, preferred: true),
    number("float", Double.self, floatRegexps, "Double", snippets: true, preferred: true),
    make("word", [#"[^\s]+"#], "String", snippets: false, preferred: false) { $0.first ?? "" },
    make("string", stringRegexps, "String", snippets: true, preferred: false) { groups in
      let quoted = (groups.first ?? nil) ?? (groups.dropFirst().first ?? nil) ?? ""
      return quoted.replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\'", with: "'")
    },
    make("", [".*"], "String", snippets: false, preferred: true) { ($0.first ?? nil) ?? "" },
    number("byte", Int8.self, integerRegexps, "Int8", snippets: false, preferred: false),
    number("short", Int16.self, integerRegexps, "Int16", snippets: false, preferred: false),
    number("long", Int64.self, integerRegexps, "Int64", snippets: false, preferred: false),
    number("double", Double.self, floatRegexps, "Double", snippets: false, preferred: false),
    make("biginteger", integerRegexps, "String", snippets: false, preferred: false) {
      ($0.first ?? nil) ?? ""
    },
    make("bigdecimal", floatRegexps, "String", snippets: false, preferred: false) {
      ($0.first ?? nil) ?? ""
    },
  ]

  /// A type whose transformer reads the match as a `Value`, or throws ``InvalidNumber``.
  private static func number<Value: LosslessStringConvertible & Sendable>(
    _ name: String, _ type: Value.Type, _ regexps: [String], _ valueTypeName: String,
    snippets: Bool, preferred: Bool
  ) -> ParameterType {
    make(name, regexps, valueTypeName, snippets: snippets, preferred: preferred) { groups in
      let text = (groups.first ?? nil) ?? ""
      guard let value = Value(text) else { throw InvalidNumber(text: text, type: name) }
      return value
    }
  }

  private static func make(
    _ name: String, _ regexps: [String], _ valueTypeName: String, snippets: Bool, preferred: Bool,
    _ transformer: @escaping ParameterType.Transformer
  ) -> ParameterType {
    do {
      return try ParameterType(
        name: name, regexps: regexps, valueTypeName: valueTypeName, useForSnippets: snippets,
        preferForRegexpMatch: preferred, transformer: transformer, isBuiltIn: true)
    } catch {
      preconditionFailure("built-in parameter type {\(name)} is malformed: \(error)")
    }
  }
}
