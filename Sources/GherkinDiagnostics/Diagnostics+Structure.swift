import GherkinParser

extension Diagnostics {
  /// A mistake in the order of a file's lines that the parser meets only at a later line, named
  /// at the line that holds it with its fix: tags above a Background, tags under a heading or
  /// among steps, a heading between a scenario's steps. `number` is the line the parser
  /// rejected.
  static func structureMistake(at number: Int, lines: [String], dialect: Dialect)
    -> (line: Int, message: String)?
  {
    guard number >= 1, number <= lines.count else { return nil }
    let rejected = kind(of: lines[number - 1], dialect: dialect)
    let above = significantLine(above: number, lines: lines)
    let aboveKind = above.map { kind(of: lines[$0 - 1], dialect: dialect) }
    if rejected == .heading(.background), let above, aboveKind == .tagLine {
      return (above, taggedBackground(tagLine: above, background: number, lines: lines))
    }
    guard rejected == .step else { return nil }
    if let above, aboveKind == .tagLine {
      return (above, misplacedTags(tagLine: above, lines: lines, dialect: dialect))
    }
    return headingAmongSteps(before: number, lines: lines, dialect: dialect)
  }

  /// The tags above a Background: a Background takes none.
  private static func taggedBackground(tagLine: Int, background: Int, lines: [String])
    -> String
  {
    let tags = Wording.shown(lines[tagLine - 1].trimmingSpace)
    return
      "'\(tags)' stands above a Background, and a Background takes no tags: remove this line (a Rule's tags go on the line above its 'Rule:' heading). As written, the Background on line \(background) and its steps are not read."
  }

  /// A tag line under a heading, or among steps: tags go just above the heading they tag.
  private static func misplacedTags(tagLine: Int, lines: [String], dialect: Dialect) -> String {
    let tags = Wording.shown(lines[tagLine - 1].trimmingSpace)
    let steps = "As written, the steps below this line are not read."
    guard let heading = headingLine(above: tagLine, lines: lines, dialect: dialect) else {
      return
        "'\(tags)' stands where a step goes, but tags go on their own line just above the heading they tag (Feature:, Rule:, Scenario:, Examples:). \(steps)"
    }
    let title = Wording.shown(lines[heading - 1].trimmingSpace)
    return
      "'\(tags)' stands under the heading '\(title)' (line \(heading)), but tags go on their own line just above the heading they tag: move this line above line \(heading). \(steps)"
  }

  /// A Rule, Feature or Examples heading between the steps of a scenario, found from the step
  /// under it that the parser rejected: the heading ends the scenario there.
  private static func headingAmongSteps(before step: Int, lines: [String], dialect: Dialect)
    -> (line: Int, message: String)?
  {
    // Up from the step, over description text, to the heading the step follows.
    var line = step - 1
    while line >= 1,
      isBlankOrComment(lines[line - 1]) || kind(of: lines[line - 1], dialect: dialect) == .text
    {
      line -= 1
    }
    guard line >= 1,
      let message = headingBetweenSteps(at: line, lines: lines, dialect: dialect)
    else { return nil }
    return (line, message)
  }

  /// Why the heading on `line` cannot stand where it does, when it stands right after a step
  /// (its table or doc string) of a scenario: a Rule or Feature heading ends the scenario there,
  /// and Examples go after all of an outline's steps. The lines `quoted` (inside doc strings)
  /// are no headings.
  static func headingBetweenSteps(
    at line: Int, lines: [String], dialect: Dialect, quoted: Set<Int> = []
  ) -> String? {
    guard case .heading(let heading) = kind(of: lines[line - 1], dialect: dialect),
      [.rule, .feature, .examples].contains(heading),
      let before = significantLine(above: line, lines: lines),
      [.step, .tableRow, .docString].contains(kind(of: lines[before - 1], dialect: dialect)),
      let scenario = headingLine(above: line, lines: lines, dialect: dialect, quoted: quoted)
    else { return nil }
    let keyword = lines[line - 1].trimmingSpace.prefix { $0 != ":" }
    let title = Wording.shown(lines[scenario - 1].trimmingSpace)
    if heading == .examples {
      return
        "'\(keyword):' stands between the steps of '\(title)' (line \(scenario)), but Examples go after all of a Scenario Outline's steps: move the steps below this line above it."
    }
    return
      "'\(keyword):' stands between the steps of '\(title)' (line \(scenario)): a heading ends the scenario there, so the steps below it are not read and the scenario runs only the steps above this line. Move this heading above line \(scenario), or remove it."
  }

  /// `problems` with the steps read as description under a Rule heading that stands between a
  /// scenario's steps named by that one mistake, at the heading's line; so is the scenario's
  /// lack of a Then.
  static func foldingHeadingsAmongSteps(
    _ problems: [Diagnostic], lines: [String], uri: String, dialect: Dialect
  ) -> [Diagnostic] {
    var folded = problems
    // A heading has a colon: the few lines with one are read further.
    let rules = lines.indices.filter {
      lines[$0].utf8.contains(UInt8(ascii: ":"))
        && kind(of: lines[$0], dialect: dialect) == .heading(.rule)
    }
    let quoted = docStringLines(lines.prefix((rules.last ?? -1) + 1), dialect: dialect)
    for index in rules where !quoted.contains(index + 1) {
      let line = lines[index]
      let number = index + 1
      guard
        let message = headingBetweenSteps(
          at: number, lines: lines, dialect: dialect, quoted: quoted),
        let scenario = headingLine(above: number, lines: lines, dialect: dialect, quoted: quoted)
      else { continue }
      let end = headingLine(below: number, lines: lines, dialect: dialect) ?? lines.count + 1
      let steps = (number + 1..<end).filter { kind(of: lines[$0 - 1], dialect: dialect) == .step }
      // A Rule after a scenario's last step, with its own scenarios below, is where it belongs.
      guard !steps.isEmpty else { continue }
      let hidden = folded.filter { problem in
        guard let at = problem.line else { return false }
        return (problem.kind == .suspiciousLine && steps.contains(at))
          || (at == scenario && problem.severity == .warning)
      }
      let severity =
        hidden.contains { $0.severity == .error } ? Diagnostic.Severity.error : .warning
      folded.removeAll { hidden.contains($0) }
      let column = line.count - line.drop { $0 == " " || $0 == "\t" }.count + 1
      folded.append(
        Diagnostic(
          .suspiciousLine, severity: severity, uri: uri, line: number, column: column,
          length: line.trimmingSpace.count,
          message: message + stepsReadAsDescription(steps)))
    }
    return folded
  }

  /// The lines (1-based) inside doc strings, their fences included: a line there is the doc
  /// string's text, whatever it reads like. A fence opens a doc string only where the parser
  /// reads one: below a step of a Scenario or Background (past its table or a line the parser
  /// rejects), before that step's doc string; anywhere else, as in a description, it is text.
  private static func docStringLines(_ lines: ArraySlice<String>, dialect: Dialect) -> Set<Int> {
    var quoted: Set<Int> = []
    var fence: String?
    // Whether a step read here is a Scenario's or Background's step, not description text.
    var stepsMayFollow = false
    // Whether a fence here opens the doc string of the step above.
    var fenceOpens = false
    for (index, line) in zip(lines.indices, lines) {
      let trimmed = line.trimmingSpace
      if let open = fence {
        quoted.insert(index + 1)
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      guard !isBlankOrComment(line) else { continue }
      switch kind(of: line, dialect: dialect) {
      case .heading(let heading):
        stepsMayFollow = heading == .scenario || heading == .background
        fenceOpens = false
      case .tagLine: (stepsMayFollow, fenceOpens) = (false, false)
      case .step: fenceOpens = stepsMayFollow
      case .docString where fenceOpens:
        quoted.insert(index + 1)
        fence = docStringFence(openedBy: trimmed)
        // A step has one doc string: a fence below it is no doc string's.
        fenceOpens = false
      case .docString, .tableRow, .text: break
      }
    }
    return quoted
  }

  /// The words that name the steps a misplaced heading turns into description text.
  private static func stepsReadAsDescription(_ steps: [Int]) -> String {
    guard !steps.isEmpty else { return "" }
    let numbers = Wording.list(steps.map(String.init), conjunction: "and")
    let which = steps.count == 1 ? "The step on line" : "The steps on lines"
    return
      " \(which) \(numbers) below it \(steps.count == 1 ? "is" : "are") read as its description and never \(steps.count == 1 ? "runs" : "run")."
  }

  /// The nearest line above `number` (1-based) that is neither blank nor a comment.
  private static func significantLine(above number: Int, lines: [String]) -> Int? {
    (1..<max(1, number)).reversed().first { !isBlankOrComment(lines[$0 - 1]) }
  }

  /// The nearest heading line below `number` (1-based).
  private static func headingLine(below number: Int, lines: [String], dialect: Dialect) -> Int? {
    guard number < lines.count else { return nil }
    return (number + 1...lines.count).first { line in
      if case .heading = kind(of: lines[line - 1], dialect: dialect) { true } else { false }
    }
  }

  /// The nearest heading line above `number` (1-based), none of the lines `quoted`.
  private static func headingLine(
    above number: Int, lines: [String], dialect: Dialect, quoted: Set<Int> = []
  ) -> Int? {
    (1..<max(1, number)).reversed().first { line in
      guard !quoted.contains(line) else { return false }
      if case .heading = kind(of: lines[line - 1], dialect: dialect) { return true }
      return false
    }
  }

  private static func isBlankOrComment(_ line: String) -> Bool {
    let trimmed = line.trimmingSpace
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }
}

extension Diagnostics {
  /// The lines of the Scenario and Scenario Outline headings of `document` (none without one):
  /// what runs of a file.
  package static func scenarioLines(of document: GherkinDocument?) -> Set<Int> {
    guard let document else { return [] }
    return Set(scenarios(of: document).map(\.location.line))
  }

  /// `errors` (a file's parse errors explained) each with the scenarios written in the file that
  /// do not run because of it (those whose heading line is not in `running`), named by the error
  /// nearest to them.
  static func namingDropped(
    _ errors: [Diagnostic], lines: [String], running: Set<Int>, dialect: Dialect
  ) -> [Diagnostic] {
    guard !errors.isEmpty else { return errors }
    var dropped: [Int: [Int]] = [:]
    for heading in scenarioHeadings(lines, dialect: dialect) where !running.contains(heading) {
      let nearest = errors.indices.min { first, second in
        abs((errors[first].line ?? 0) - heading) < abs((errors[second].line ?? 0) - heading)
      }
      if let nearest { dropped[nearest, default: []].append(heading) }
    }
    var named = errors
    for (index, headings) in dropped {
      let titles = headings.map { "'\(Wording.shown(lines[$0 - 1].trimmingSpace))' (line \($0))" }
      let verb = headings.count == 1 ? "does" : "do"
      named[index].message +=
        " Because of this line, \(Wording.list(titles, conjunction: "and")) \(verb) not run."
    }
    return named
  }

  /// A Scenario or Scenario Outline heading written in a file that does not run.
  package struct ScenarioHeading: Equatable, Sendable {
    /// The heading's 1-based line.
    package var line: Int
    /// Its keyword as written (`Scenario Outline`).
    package var keyword: String
    /// Its title.
    package var name: String
  }

  /// The Scenario and Scenario Outline headings of `source` whose line is not in `running`:
  /// the scenarios that a file's mistakes keep from running, in file order.
  package static func scenariosNotRunning(source: String, running: Set<Int>, dialect: Dialect)
    -> [ScenarioHeading]
  {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return scenarioHeadings(lines, dialect: dialect).filter { !running.contains($0) }.map {
      let heading = lines[$0 - 1].trimmingSpace
      let keyword = heading.prefix { $0 != ":" }
      let name = String(heading.dropFirst(keyword.count + 1)).trimmingSpace
      return ScenarioHeading(line: $0, keyword: String(keyword), name: name)
    }
  }

  /// The lines (1-based) of the Scenario and Scenario Outline headings outside doc strings.
  private static func scenarioHeadings(_ lines: [String], dialect: Dialect) -> [Int] {
    var fence: String?
    var found: [Int] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpace
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
      } else if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") {
        fence = String(trimmed.prefix(3))
      } else if kind(of: line, dialect: dialect) == .heading(.scenario) {
        found.append(index + 1)
      }
    }
    return found
  }
}
