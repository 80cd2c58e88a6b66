import CucumberExpressions
import Foundation
import GherkinParser
import PrintableText

/// Writes the Swift source of a step definition for a step no definition matches, proposing a
/// Cucumber Expression with typed parameters (from ``CucumberExpressionGenerator``).
///
/// One writer serves a whole run: it compiles the parameter types' patterns once and writes each
/// distinct step (text, keyword type and argument kind) once, however often it recurs.
final class SnippetWriter: @unchecked Sendable {
  // Unchecked: the cache is guarded by `lock`; the generator is immutable.
  private let generator: CucumberExpressionGenerator
  private let lock = NSLock()
  private var cache: [Key: String] = [:]

  private struct Key: Hashable {
    var text: String
    var type: PickleStep.Kind?
    var hasDocString: Bool
    var hasTable: Bool
  }

  init(parameterTypes: ParameterTypeRegistry) {
    generator = CucumberExpressionGenerator(parameterTypes: parameterTypes)
  }

  func snippet(for step: PickleStep) -> String {
    let key = Key(
      text: step.text, type: step.type, hasDocString: step.argument?.docString != nil,
      hasTable: step.argument?.dataTable != nil)
    if let cached = lock.withLock({ cache[key] }) { return cached }
    let snippet = write(step)
    lock.withLock { cache[key] = snippet }
    return snippet
  }

  private func write(_ step: PickleStep) -> String {
    let keyword =
      switch step.type {
      case .action: "when"
      case .outcome: "then"
      default: "given"
      }
    let generated = generator.generate(for: step.text)
    var arguments = generated.parameters.map { (name: $0.name, type: $0.valueTypeName) }
    if step.argument?.docString != nil { arguments.append(("docString", "PickleDocString")) }
    if step.argument?.dataTable != nil { arguments.append(("table", "PickleTable")) }
    let literal = Self.swiftLiteral(generated.source)
    let types = arguments.map { ", \($0.type).self" }.joined()
    let names = arguments.map { Self.identifier($0.name) }.joined(separator: ", ")
    let parameters =
      switch arguments.count {
      case 0: "world"
      case 1: "world, \(names)"
      // From two arguments on, Swift 6.3 infers the world `inout` only when the closure says so.
      default: "(world: inout _, \(names))"
      }
    return """
      registry.\(keyword)("\(literal)"\(types)) { \(parameters) in
        try pending()
      }
      """
  }

  /// `text` as the inside of a Swift string literal: backslashes and quotes escaped, and every
  /// control character (NUL and bidi controls included, as ``VisibleText`` finds them) written as an escape, so the snippet compiles and reads
  /// as the step text.
  static func swiftLiteral(_ text: String) -> String {
    VisibleText.replacing(text) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\"": "\\\""
      case "\0": "\\0"
      case "\t": "\\t"
      case "\n": "\\n"
      case "\r": "\\r"
      case _ where VisibleText.isUnsafe(scalar): "\\u{\(VisibleText.hex(scalar))}"
      default: nil
      }
    }
  }

  private static func identifier(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    guard let first = cleaned.first, first.isLetter else { return "value" + cleaned }
    return cleaned
  }
}
