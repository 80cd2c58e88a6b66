/// The parameter types a ``CucumberExpression`` may name, starting with Cucumber's built-ins:
/// `{int}`, `{float}`, `{double}`, `{word}`, `{string}`, `{}`, `{byte}`, `{short}`, `{long}`,
/// `{biginteger}` and `{bigdecimal}`.
///
/// A value type: define it once, register custom types, then share it with every expression.
package struct ParameterTypeRegistry: Sendable {
  /// All types, built-ins first, in registration order.
  package private(set) var parameterTypes: [ParameterType]

  /// Creates a registry holding the built-in types.
  package init() {
    parameterTypes = BuiltInParameterTypes.all
  }

  /// Adds a custom type.
  ///
  /// - Throws: ``ParameterTypeError/duplicateName(_:)`` when the name is taken.
  package mutating func register(_ parameterType: ParameterType) throws(ParameterTypeError) {
    guard self[parameterType.name] == nil else { throw .duplicateName(parameterType.name) }
    parameterTypes.append(parameterType)
  }

  /// The type with `name`, if registered.
  package subscript(name: String) -> ParameterType? {
    parameterTypes.first { $0.name == name }
  }

  /// The type a regular-expression capture group with source `regexp` stands for: the only type
  /// with that regexp, or the preferred one among several; `nil` when none (or no preference).
  func lookup(regexp: String) -> ParameterType? {
    let candidates = parameterTypes.filter { $0.regexps.contains(regexp) }
    if candidates.count == 1 { return candidates[0] }
    let preferred = candidates.filter(\.preferForRegexpMatch)
    return preferred.count == 1 ? preferred[0] : nil
  }
}
