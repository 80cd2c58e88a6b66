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
    integer("int", Int.self, valueTypeName: "Int", snippets: true, preferred: true),
    floating("float", snippets: true, preferred: true),
    make("word", [#"[^\s]+"#], "String", snippets: false, preferred: false) { $0.first ?? "" },
    make("string", stringRegexps, "String", snippets: true, preferred: false) { groups in
      let quoted = (groups.first ?? nil) ?? (groups.dropFirst().first ?? nil) ?? ""
      return quoted.replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\'", with: "'")
    },
    make("", [".*"], "String", snippets: false, preferred: true) { ($0.first ?? nil) ?? "" },
    integer("byte", Int8.self, valueTypeName: "Int8", snippets: false, preferred: false),
    integer("short", Int16.self, valueTypeName: "Int16", snippets: false, preferred: false),
    integer("long", Int64.self, valueTypeName: "Int64", snippets: false, preferred: false),
    floating("double", snippets: false, preferred: false),
    make("biginteger", integerRegexps, "String", snippets: false, preferred: false) {
      ($0.first ?? nil) ?? ""
    },
    make("bigdecimal", floatRegexps, "String", snippets: false, preferred: false) {
      ($0.first ?? nil) ?? ""
    },
  ]

  private static func integer<Value: FixedWidthInteger & Sendable>(
    _ name: String, _ type: Value.Type, valueTypeName: String, snippets: Bool, preferred: Bool
  ) -> ParameterType {
    make(name, integerRegexps, valueTypeName, snippets: snippets, preferred: preferred) { groups in
      let text = (groups.first ?? nil) ?? ""
      guard let value = Value(text) else { throw InvalidNumber(text: text, type: name) }
      return value
    }
  }

  private static func floating(_ name: String, snippets: Bool, preferred: Bool) -> ParameterType {
    make(name, floatRegexps, "Double", snippets: snippets, preferred: preferred) { groups in
      let text = (groups.first ?? nil) ?? ""
      guard let value = Double(text) else { throw InvalidNumber(text: text, type: name) }
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
        preferForRegexpMatch: preferred, transformer: transformer)
    } catch {
      preconditionFailure("built-in parameter type {\(name)} is malformed: \(error)")
    }
  }
}
