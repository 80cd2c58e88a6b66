import Foundation
import GherkinParser

/// Go to definition and hover: from a step line to the step definitions that match it.
extension LanguageServer {
  /// The matches of the step on `line` (0-based): for an outline step, those of the first
  /// Examples row any definition matches.
  func stepMatches(onLine line: Int, analysis: FeatureAnalysis, document: TextDocument)
    -> (text: String, matches: [StepCatalogue.Match])?
  {
    // A line that is no step of the document (which does not parse) is read on its own.
    guard
      let texts = analysis.step(onLine: line).map(analysis.texts(of:))
        ?? parser.stepText(onLine: line, of: document).map({ [$0] })
    else { return nil }
    for text in texts {
      let found = catalogue.matches(text).matches
      if !found.isEmpty { return (text, found) }
    }
    return texts.first.map { ($0, []) }
  }

  /// The definitions' Swift locations, as protocol `Location`s.
  func definitions(_ matches: [StepCatalogue.Match], sources: SwiftSourceIndex) -> JSON {
    .array(
      matches.compactMap { match in
        guard let url = sources.url(of: match.info.source) else { return nil }
        let line = max(0, match.info.source.line - 1)
        let position = Position(line: line, character: 0)
        return [
          "uri": .string(url.absoluteString),
          "range": TextRange(start: position, end: position).json,
        ]
      })
  }

  /// The hover of the step on `line`: Markdown describing each matching definition
  /// (expression, description, topic, parameters with their types and values, and where it is
  /// declared), or what is wrong with the step.
  func hover(
    _ found: (text: String, matches: [StepCatalogue.Match]), onLine line: Int,
    of document: TextDocument
  ) -> JSON {
    let matches = found.matches
    let parts = matches.map { match -> String in
      let info = match.info
      var lines = ["**\(info.keyword)** `\(info.expression)`"]
      lines += [info.summary, info.topic.map { "Topic: \($0)" }].compactMap { $0 }
      let parameters = match.arguments.enumerated().map { index, argument -> String in
        let name = argument.parameterTypeName ?? ""
        let type = catalogue.parameterTypes[name]?.valueTypeName ?? "String"
        let value = argument.text.map { " = \"\($0)\"" } ?? ""
        return "- `{\(name)}` (\(type))\(value)"
      }
      if !parameters.isEmpty { lines.append("Parameters:\n" + parameters.joined(separator: "\n")) }
      lines.append("Defined at \(info.source)")
      return lines.joined(separator: "\n\n")
    }
    let heading = matches.count > 1 ? "Ambiguous: \(matches.count) step definitions match.\n\n" : ""
    let text =
      matches.isEmpty
      ? catalogue.problem(of: found.text) ?? ""
      : heading + parts.joined(separator: "\n\n---\n\n")
    return [
      "contents": ["kind": "markdown", "value": .string(text)],
      "range": document.range(ofLines: line...line).json,
    ]
  }
}
