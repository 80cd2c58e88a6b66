import Foundation

/// A JSON value as the language server reads and writes it: numbers are integers (the protocol's
/// positions, ids and kinds are), objects keep their keys in the order written.
enum JSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Why a message body is not usable JSON.
  struct SyntaxError: Error {
    let reason: String
  }

  /// Parses `data`; a number with a fraction or out of `Int`'s range is an error.
  static func parse(_ data: Data) throws -> JSON {
    do {
      return try JSONDecoder().decode(Decoded.self, from: data).value
    } catch {
      throw SyntaxError(reason: Self.describe(error))
    }
  }

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized == rhs.serialized }

  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, if this is one.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The integer, if this is one.
  var int: Int? {
    if case .int(let number) = self { return number }
    return nil
  }

  /// The elements, if this is an array.
  var array: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The value as compact JSON text.
  var serialized: String {
    var output = ""
    write(into: &output)
    return output
  }

  private func write(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .string(let text): Self.write(text, into: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        Self.write(key, into: &output)
        output += ":"
        value.write(into: &output)
      }
      output += "}"
    }
  }

  private static func write(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      return (underlying as? String) ?? context.debugDescription
    default: return String(describing: error)
    }
  }

  /// Decodes any JSON value through `JSONDecoder`.
  private struct Decoded: Decodable {
    let value: JSON

    init(from decoder: any Decoder) throws {
      if var items = try? decoder.unkeyedContainer() {
        var values: [JSON] = []
        while !items.isAtEnd { values.append(try items.decode(Decoded.self).value) }
        value = .array(values)
      } else if let members = try? decoder.container(keyedBy: MemberKey.self) {
        value = .object(
          try members.allKeys.map {
            ($0.stringValue, try members.decode(Decoded.self, forKey: $0).value)
          }
          .sorted { $0.0 < $1.0 })
      } else {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
          value = .null
        } else if let flag = try? single.decode(Bool.self) {
          value = .bool(flag)
        } else if let number = try? single.decode(Int.self) {
          value = .int(number)
        } else if let text = try? single.decode(String.self) {
          value = .string(text)
        } else {
          throw DecodingError.dataCorruptedError(
            in: single, debugDescription: "a number that is not a whole number")
        }
      }
    }
  }

  private struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }
  init(nilLiteral: ()) { self = .null }
}
