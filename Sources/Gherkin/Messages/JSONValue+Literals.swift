/// Literals build values directly: `["line": 3, "uri": "file:///a", "items": [], "x": nil]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// A string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer value.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array value.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object value, keys in the order written.
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
