import Foundation

/// A named kind of argument a Cucumber Expression can capture: `{int}`, `{string}`, or your own.
///
/// ```swift
/// let color = try ParameterType(name: "color", regexps: ["red|green|blue"]) { groups in
///   Color(rawValue: groups[0] ?? "")
/// }
/// ```
public struct ParameterType: Sendable {
  /// Turns the captured text into a value. It receives the texts of the regexp's top-level
  /// capture groups, or the whole match when the regexp has no capture groups; a group that took
  /// no part in the match is `nil`.
  public typealias Transformer = @Sendable ([String?]) throws -> any Sendable

  /// The name used between braces (`""` for the anonymous type `{}`).
  public let name: String
  /// The regular expressions that text must match; any one of them will do.
  public let regexps: [String]
  /// Whether snippets for undefined steps may propose this type.
  public let useForSnippets: Bool
  /// Whether a regular-expression step definition whose group source equals one of ``regexps``
  /// should use this type when several types share that source.
  public let preferForRegexpMatch: Bool
  /// The Swift type name of transformed values, used in generated snippets (e.g. `Int`).
  public let valueTypeName: String
  let transformer: Transformer
  let layouts: [CaptureGroupLayout]
  /// Whether this is one of Cucumber's built-in types, whose regexps are known to compile inside
  /// any expression's pattern.
  let isBuiltIn: Bool

  /// Creates a parameter type.
  ///
  /// - Throws: ``ParameterTypeError`` when the name holds a reserved character or a regexp does
  ///   not compile.
  public init(
    name: String,
    regexps: [String],
    valueTypeName: String = "String",
    useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false,
    transformer: @escaping Transformer
  ) throws(ParameterTypeError) {
    try self.init(
      name: name, regexps: regexps, valueTypeName: valueTypeName, useForSnippets: useForSnippets,
      preferForRegexpMatch: preferForRegexpMatch, transformer: transformer, isBuiltIn: false)
  }

  /// Creates a parameter type; a built-in one's regexps are not compiled here, as a test proves
  /// they compile and compiling them would cost every process that starts.
  init(
    name: String, regexps: [String], valueTypeName: String, useForSnippets: Bool,
    preferForRegexpMatch: Bool, transformer: @escaping Transformer, isBuiltIn: Bool
  ) throws(ParameterTypeError) {
    if let reserved = name.first(where: { "{}()\\/".contains($0) }) {
      throw .invalidName(name, reservedCharacter: reserved)
    }
    guard !regexps.isEmpty else { throw .noRegexps(name) }
    self.name = name
    self.regexps = regexps
    self.valueTypeName = valueTypeName
    self.useForSnippets = useForSnippets
    self.preferForRegexpMatch = preferForRegexpMatch
    self.transformer = transformer
    self.isBuiltIn = isBuiltIn
    layouts = try regexps.map { regexp throws(ParameterTypeError) in
      guard isBuiltIn || (try? NSRegularExpression(pattern: regexp)) != nil else {
        throw .invalidRegexp(name, regexp: regexp)
      }
      return CaptureGroupLayout(pattern: regexp)
    }
  }

  /// Creates a parameter type whose transformer only sees the groups that matched.
  public init(
    name: String,
    regexps: [String],
    valueTypeName: String = "String",
    useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false,
    transform: @escaping @Sendable ([String]) throws -> any Sendable
  ) throws(ParameterTypeError) {
    try self.init(
      name: name, regexps: regexps, valueTypeName: valueTypeName, useForSnippets: useForSnippets,
      preferForRegexpMatch: preferForRegexpMatch,
      transformer: { try transform($0.compactMap { $0 }) }
    )
  }

  /// Applies the transformer, wrapping its failure in ``ParameterTransformError``.
  func transform(_ groups: [String?], matched text: String) throws(ParameterTransformError)
    -> any Sendable
  {
    do {
      return try transformer(groups)
    } catch {
      throw ParameterTransformError(
        parameterTypeName: name, text: text, reason: String(describing: error))
    }
  }
}
