/// Why a parameter type could not be created or registered.
public enum ParameterTypeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name contains one of `{`, `}`, `(`, `)`, `\` or `/`.
  case invalidName(String, reservedCharacter: Character)
  /// The type was given no regular expressions.
  case noRegexps(String)
  /// A regular expression does not compile.
  case invalidRegexp(String, regexp: String)
  /// A type with this name is already registered.
  case duplicateName(String)

  public var description: String {
    switch self {
    case .invalidName(let name, let character):
      "Illegal character '\(character)' in parameter name {\(name)}"
    case .noRegexps(let name):
      "Parameter type {\(name)} needs at least one regular expression"
    case .invalidRegexp(let name, let regexp):
      "Parameter type {\(name)} has an invalid regular expression: \(regexp)"
    case .duplicateName(let name):
      "There is already a parameter type with name \(name)"
    }
  }
}
