import GherkinParser

/// A step's arguments do not fit its definition's body.
enum StepArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The body takes `expected` arguments but the step supplies `actual`.
  case wrongCount(expected: Int, actual: Int)
  /// The argument at `index` (0-based) is a `actual` where the body takes a `expected`.
  case wrongType(index: Int, expected: String, actual: String)

  var description: String {
    switch self {
    case .wrongCount(let expected, let actual):
      "the step definition takes \(expected) argument(s) but the step supplies \(actual)"
    case .wrongType(let index, let expected, let actual):
      "argument \(index + 1) is \(actual) but the step definition takes \(expected)"
    }
  }

  /// The mismatch in plain words for `step`, when its table or doc string is what does not fit.
  func explanation(for step: PickleStep) -> String? {
    guard case .wrongCount(let expected, let actual) = self else { return nil }
    return Diagnostics.argumentMismatch(expected: expected, actual: actual, step: step)
  }

  /// The value at `index` as a `T`: as is, a doc string's content for `String`, or parsed from
  /// text for a `LosslessStringConvertible` type (a regex capture for an `Int`, say).
  static func value<T>(_ values: [any Sendable], at index: Int, as type: T.Type)
    throws(StepArgumentError) -> T
  {
    let value = values[index]
    if let typed = value as? T { return typed }
    if let docString = value as? PickleDocString, let text = docString.content as? T {
      return text
    }
    if let text = value as? String, let parsable = T.self as? any LosslessStringConvertible.Type,
      let parsed = parsable.init(text) as? T
    {
      return parsed
    }
    throw .wrongType(
      index: index, expected: String(describing: T.self), actual: typeName(of: value))
  }

  /// The name of `value`'s type, looking through `Optional` (a capture is one): "missing" when
  /// there is no value.
  private static func typeName(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: Swift.type(of: value)) }
    return mirror.children.first.map { typeName(of: $0.value) } ?? "missing"
  }
}
