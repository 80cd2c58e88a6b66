import GherkinParser

extension LoadedRun {
  /// What `--list-uses TEXT` prints: each selected scenario (an outline once per Examples row)
  /// with a step whose text holds `text`, at its place, then that step at its own line; or a
  /// line saying that no step holds it.
  package func uses(of text: String) -> String {
    var out = ""
    var count = 0
    for pickle in selected {
      let steps = pickle.steps.filter { $0.text.contains(text) }
      guard !steps.isEmpty else { continue }
      count += 1
      let place = Wording.place(
        pickle.uri, line: suite.index.location(of: pickle)?.line, column: nil)
      let keyword = suite.index.scenario(of: pickle)?.keyword ?? "Scenario"
      out += "\(place): \(keyword): \(pickle.name)\n"
      for step in steps {
        let written = suite.index.step(of: step, in: pickle)
        let line = written.map { " (line \($0.location.line))" } ?? ""
        out += "    \(written?.keyword ?? "")\(step.text)\(line)\n"
      }
    }
    let scenarios = count == 1 ? "1 scenario uses" : "\(count) scenarios use"
    guard count > 0 else { return "No step of the selected scenarios holds '\(text)'.\n" }
    return out + "\(scenarios) '\(text)'.\n"
  }
}
