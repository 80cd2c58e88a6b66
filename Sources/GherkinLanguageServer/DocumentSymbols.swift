import Foundation
import GherkinDiagnostics

/// The outline of a feature file: the feature, its rules, backgrounds, scenarios and examples,
/// each spanning from its keyword line to the line before the next block.
enum DocumentSymbols {
  /// Symbol kinds from the protocol's `SymbolKind`.
  private enum Kind: Int {
    case module = 2
    case namespace = 3
    case constructor = 9
    case method = 6
    case array = 18
  }

  private struct Node {
    let keyword: String
    let name: String
    let kind: Kind
    let line: Int
    var children: [Node] = []
  }

  /// The outline of `document`; while it does not parse, the scenarios its mistakes keep from
  /// running stay in it, read from their heading lines in `dialect`.
  static func symbols(of analysis: FeatureAnalysis, in document: TextDocument, dialect: Dialect)
    -> JSON
  {
    guard let feature = analysis.document?.feature else {
      return headingsOutline(of: analysis, in: document, dialect: dialect)
    }
    var children = feature.children.map(node)
    if case .failure = analysis.result {
      let running = Diagnostics.scenarioLines(of: analysis.document)
      for heading in Diagnostics.scenariosNotRunning(
        source: document.text, running: running, dialect: dialect)
      {
        insert(
          Node(keyword: heading.keyword, name: heading.name, kind: .method, line: heading.line),
          into: &children)
      }
    }
    let root = Node(
      keyword: feature.keyword, name: feature.name, kind: .module, line: feature.location.line,
      children: children)
    return [json(root, lastLine: document.lineCount, in: document)]
  }

  /// The outline of a document none of whose scenarios parses: its Feature heading with every
  /// scenario heading under it, read from the lines.
  private static func headingsOutline(
    of analysis: FeatureAnalysis, in document: TextDocument, dialect: Dialect
  ) -> JSON {
    guard case .failure = analysis.result,
      let line = (0..<document.lineCount).first(where: { number in
        let text = document.line(number).drop { $0 == " " || $0 == "\t" }
        return dialect.feature.contains { text.hasPrefix($0 + ":") }
      })
    else { return [] }
    let text = String(document.line(line).drop { $0 == " " || $0 == "\t" })
    let keyword = String(text.prefix { $0 != ":" })
    let name = String(text.dropFirst(keyword.count + 1)).trimmingCharacters(in: .whitespaces)
    let scenarios = Diagnostics.scenariosNotRunning(
      source: document.text, running: [], dialect: dialect)
    let root = Node(
      keyword: keyword, name: name, kind: .module, line: line + 1,
      children: scenarios.map {
        Node(keyword: $0.keyword, name: $0.name, kind: .method, line: $0.line)
      })
    return [json(root, lastLine: document.lineCount, in: document)]
  }

  /// Puts `scenario` among `children` in line order, inside the Rule written above it.
  private static func insert(_ scenario: Node, into children: inout [Node]) {
    let index = children.firstIndex { $0.line > scenario.line } ?? children.count
    if index > 0, children[index - 1].kind == .namespace {
      insert(scenario, into: &children[index - 1].children)
    } else {
      children.insert(scenario, at: index)
    }
  }

  private static func node(_ child: FeatureChild) -> Node {
    switch child {
    case .background(let background):
      Node(
        keyword: background.keyword, name: background.name, kind: .constructor,
        line: background.location.line)
    case .scenario(let scenario):
      Node(
        keyword: scenario.keyword, name: scenario.name, kind: .method,
        line: scenario.location.line,
        children: scenario.examples.map {
          Node(keyword: $0.keyword, name: $0.name, kind: .array, line: $0.location.line)
        })
    case .rule(let rule):
      Node(
        keyword: rule.keyword, name: rule.name, kind: .namespace, line: rule.location.line,
        children: rule.children.map { node($0.featureChild) })
    }
  }

  /// The symbol of `node`, whose block ends at `lastLine` (1-based, inclusive).
  private static func json(_ node: Node, lastLine: Int, in document: TextDocument) -> JSON {
    let children = node.children.enumerated().map { index, child in
      let end = index + 1 < node.children.count ? node.children[index + 1].line - 1 : lastLine
      return json(child, lastLine: end, in: document)
    }
    let keywordLine = document.range(ofLines: node.line - 1...node.line - 1)
    let range = document.range(ofLines: node.line - 1...max(node.line, lastLine) - 1)
    let title = node.name.isEmpty ? node.keyword : "\(node.keyword): \(node.name)"
    return [
      "name": .string(title), "kind": .int(node.kind.rawValue), "range": range.json,
      "selectionRange": keywordLine.json, "children": .array(children),
    ]
  }
}
