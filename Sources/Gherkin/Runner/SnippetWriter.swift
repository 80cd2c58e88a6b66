import Foundation

/// Writes the Swift source of a step definition for a step no definition matches, proposing a
/// Cucumber Expression with typed parameters (from ``CucumberExpressionGenerator``).
struct SnippetWriter: Sendable {
  var parameterTypes: ParameterTypeRegistry

  func snippet(for step: PickleStep) -> String {
    let keyword =
      switch step.type {
      case .action: "when"
      case .outcome: "then"
      default: "given"
      }
    let generated = CucumberExpressionGenerator(parameterTypes: parameterTypes)
      .generate(for: step.text)
    var arguments = generated.parameters.map { (name: $0.name, type: $0.valueTypeName) }
    if step.argument?.docString != nil { arguments.append(("docString", "PickleDocString")) }
    if step.argument?.dataTable != nil { arguments.append(("table", "PickleTable")) }
    let literal = Self.swiftLiteral(generated.source)
    guard arguments.count <= 3 else {
      return """
        registry.define(keyword: "\(keyword.capitalized)", "\(literal)") { world, values in
          try pending()
        }
        """
    }
    let types = arguments.map { ", \($0.type).self" }.joined()
    let names = (["world"] + arguments.map { Self.identifier($0.name) }).joined(separator: ", ")
    return """
      registry.\(keyword)("\(literal)"\(types)) { \(names) in
        try pending()
      }
      """
  }

  private static func swiftLiteral(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  private static func identifier(_ name: String) -> String {
    let cleaned = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    guard let first = cleaned.first, first.isLetter else { return "value" + cleaned }
    return cleaned
  }
}
