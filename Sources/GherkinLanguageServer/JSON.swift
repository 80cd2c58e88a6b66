import Foundation
import GherkinDiagnostics

/// The server's messages are Gherkin's ``JSONValue``s: numbers are integers (the protocol's
/// positions, ids and kinds are), objects keep their keys in order.
typealias JSON = JSONValue

extension JSONValue {
  /// Why a message body is not usable JSON.
  struct SyntaxError: Error {
    let reason: String
  }

  /// Parses `data`; a number with a fraction or out of `Int`'s range is an error.
  static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
    do {
      return try JSONDecoder().decode(Decoded.self, from: data).value
    } catch DecodingError.dataCorrupted(let context) {
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      throw SyntaxError(reason: (underlying as? String) ?? context.debugDescription)
    } catch {
      throw SyntaxError(reason: String(describing: error))
    }
  }

  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, if this is one.
  var string: String? { if case .string(let text) = self { text } else { nil } }

  /// The integer, if this is one.
  var int: Int? { if case .int(let number) = self { number } else { nil } }

  /// The elements, if this is an array.
  var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
}

/// Decodes any JSON value through `JSONDecoder` (which has checked the syntax already).
private struct Decoded: Decodable {
  let value: JSONValue

  init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let flag = try? single.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? single.decode(Int.self) {
      value = .int(number)
    } else if let text = try? single.decode(String.self) {
      value = .string(text)
    } else if let items = try? single.decode([Decoded].self) {
      value = .array(items.map(\.value))
    } else if let members = try? single.decode([String: Decoded].self) {
      value = .object(members.map { ($0.key, $0.value.value) }.sorted { $0.0 < $1.0 })
    } else {
      // What is left, here or inside an array or object, is a number with a fraction or one too
      // large for `Int`.
      throw DecodingError.dataCorruptedError(
        in: single, debugDescription: "a number that is not a whole number")
    }
  }
}
