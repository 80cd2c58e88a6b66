import PrintableText

/// The closing text of the terminal reporters: failing scenarios, counts, duration and snippets.
///
/// Parse and registration errors are not repeated here: the command prints them to standard
/// error as soon as they are found.
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
            + style.grey(" # \(VisibleText.escaping(pickle.name))"))
      }
    }
    if !lines.isEmpty { lines.append("") }
    let counts = record.counts
    lines.append(counts.scenarios.line(noun: "scenario"))
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
    return lines.joined(separator: "\n") + "\n"
  }
}
