import PrintableText

/// The closing text of the terminal reporters: failing scenarios, counts, duration, snippets,
/// then every problem that is not a scenario's result (see ``Diagnostics``), counted on the
/// scenarios line.
enum SummaryText {
  /// With `explainUndefined`, each snippet follows why its step matches no sentence (the pretty
  /// reporter says so under the step instead).
  static func render(
    _ record: RunRecord, strict: Bool, style: ANSIStyle, explainUndefined: Bool = true
  ) -> String {
    var lines: [String] = []
    let failing = record.cases.filter { $0.status?.failsRun(strict: strict) == true }
    if !failing.isEmpty {
      lines.append(style.paint("Failing scenarios:", .failed))
      for record in failing {
        let pickle = record.pickle
        lines.append(
          style.paint("\(pickle.uri):\(pickle.location.line)", .failed)
            + style.grey(" # \(VisibleText.escaping(pickle.name))"))
      }
    }
    if !lines.isEmpty { lines.append("") }
    let counts = record.counts
    let problems = record.finished?.problems ?? []
    let problemCounts = Diagnostics.counts(problems)
    lines.append(
      counts.scenarios.line(noun: "scenario") + (problemCounts.isEmpty ? "" : ", \(problemCounts)"))
    lines.append(counts.steps.line(noun: "step"))
    lines.append(record.duration.minutesAndSeconds)
    var seen: Set<String> = []
    let suggestions = record.suggestions.filter { seen.insert($0.snippet).inserted }
    if !suggestions.isEmpty {
      lines.append("")
      lines.append(
        style.paint("You can implement missing steps with the snippets below:", .undefined))
      for suggestion in suggestions {
        lines.append("")
        if explainUndefined, !suggestion.explanation.isEmpty {
          let why =
            ["'\(Wording.shown(suggestion.pickleStep.text))' matches no sentence."]
            + suggestion.explanation
          lines.append(style.paint(why.joined(separator: "\n"), .undefined))
        }
        lines.append(style.paint(suggestion.snippet, .undefined))
      }
    }
    if !problems.isEmpty {
      lines.append("")
      lines.append(style.paint("Problems that are not scenario results:", .failed))
      for problem in problems {
        lines.append(style.paint(problem.rendered, problem.severity == .error ? .failed : .pending))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
