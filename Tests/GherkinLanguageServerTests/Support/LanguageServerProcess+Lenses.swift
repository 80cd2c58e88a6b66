import Foundation

extension LanguageServerProcess {
  /// The capabilities of a client that asks again for code lenses when the server says so.
  static var refreshingLenses: [String: Any] {
    ["workspace": ["codeLens": ["refreshSupport": true]]]
  }

  /// The code lenses of `uri`: each title by its 0-based line.
  func lenses(_ uri: String) throws -> [Int: String] {
    let response = try request("textDocument/codeLens", ["textDocument": ["uri": uri]])
    let lenses = response["result"] as? [[String: Any]] ?? []
    var titles: [Int: String] = [:]
    for lens in lenses {
      let start = (lens["range"] as? [String: Any])?["start"] as? [String: Any]
      let command = lens["command"] as? [String: Any]
      if let line = start?["line"] as? Int, let title = command?["title"] as? String {
        titles[line] = title
      }
    }
    return titles
  }

  /// The code lenses of `uri` once `wanted` holds of them, asked again at each refresh the
  /// server asks for.
  func lenses(_ uri: String, until wanted: ([Int: String]) -> Bool) throws -> [Int: String] {
    while true {
      let titles = try lenses(uri)
      if wanted(titles) { return titles }
      _ = try next { $0["method"] as? String == "workspace/codeLens/refresh" }
    }
  }

  /// The code lenses of `uri` once none says `running`.
  func settledLenses(_ uri: String) throws -> [Int: String] {
    try lenses(uri) { titles in
      !titles.isEmpty && !titles.values.contains { $0.hasPrefix("running") }
    }
  }

  /// Serves `gherkin-editor-fixture language-server` (a team's command line whose steps pass,
  /// fail, hang and crash) to a client that refreshes code lenses; `arguments` go to the server.
  static func fixture(
    arguments: [String] = [], environment: [String: String]? = nil
  ) throws -> LanguageServerProcess {
    let server = try LanguageServerProcess(
      executable: "gherkin-editor-fixture", arguments: arguments, environment: environment)
    _ = try server.initialize(capabilities: refreshingLenses)
    return server
  }
}
