/// Literals build values directly: `["line": 3, "uri": "file:///a", "items": [], "x": nil]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// A string value.
  package init(stringLiteral value: String) { self = .string(value) }
  /// An integer value.
  package init(integerLiteral value: Int) { self = .int(value) }
  /// A boolean value.
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array value.
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object value, keys in the order written.
  package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
  /// `null`.
  package init(nilLiteral: ()) { self = .null }
}
