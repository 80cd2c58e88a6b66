import Foundation

/// Writes the Swift source of a step definition for a step no definition matches.
struct SnippetWriter: Sendable {
  var parameterTypes: ParameterTypeRegistry

  func snippet(for step: PickleStep) -> String {
    let keyword =
      switch step.type {
      case .action: "when"
      case .outcome: "then"
      default: "given"
      }
    let expression = Self.escape(step.text)
    return """
      registry.\(keyword)("\(Self.swiftLiteral(expression))") { world in
        try pending()
      }
      """
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if "(){}/\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  private static func swiftLiteral(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
