/// The closing text of the terminal reporters: failing scenarios, counts, duration, snippets,
/// then every problem that is not a scenario's result (see ``Diagnostics``), counted on the
/// scenarios line.
enum SummaryText {
  static func render(_ record: RunRecord, strict: Bool, style: ANSIStyle) -> String {
    var lines: [String] = []
    let failing = record.cases.filter { $0.status?.failsRun(strict: strict) == true }
    if !failing.isEmpty {
      lines.append(style.paint("Failing scenarios:", .failed))
      for record in failing {
        let pickle = record.pickle
        lines.append(
          style.paint("\(pickle.uri):\(pickle.location.line)", .failed)
            + style.grey(" # \(pickle.name)"))
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
    let snippets = record.snippets
    if !snippets.isEmpty {
      lines.append("")
      lines.append(
        style.paint("You can implement missing steps with the snippets below:", .undefined))
      for snippet in snippets {
        lines.append("")
        lines.append(style.paint(snippet, .undefined))
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
