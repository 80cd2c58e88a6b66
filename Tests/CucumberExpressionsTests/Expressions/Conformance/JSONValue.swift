import Foundation

/// A decoded JSON value, for comparing conformance data with what the expressions produce.
enum JSONValue: Decodable, Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  var array: [JSONValue]? {
    guard case .array(let value) = self else { return nil }
    return value
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .double(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }

  /// Whether a transformed argument value equals this expected value (numbers compare by value).
  func matches(_ actual: (any Sendable)?) -> Bool {
    switch self {
    case .null: return actual == nil
    case .string(let expected): return (actual as? String) == expected
    case .integer(let expected):
      if let actual = actual as? any BinaryInteger { return Int64(exactly: actual) == expected }
      if let actual = actual as? Double { return actual == Double(expected) }
      return false
    case .double(let expected):
      guard let actual = actual as? Double else { return false }
      return abs(actual - expected) <= 1e-12 * max(1, abs(expected))
    case .bool, .array, .object: return false
    }
  }
}
