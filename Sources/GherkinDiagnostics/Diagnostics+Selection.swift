import CucumberExpressions

extension Diagnostics {
  /// What a run's selection was given, in the words it was given, and whether it selected
  /// anything: the small value the selection's checks read (the command line makes it from its
  /// options, the `swift test` bridge from the `GHERKIN_*` variables).
  package struct Selection: Sendable {
    /// Each tag expression (`--tags`) as written, with its parsed form.
    package var tags: [(source: String, expression: TagExpression)]
    /// The name patterns (`--name`).
    package var names: [String]
    /// The `PATH:LINE` selections (a path without lines selects no line).
    package var lines: [LineSelection]
    /// Whether an empty selection is allowed (`--allow-empty`).
    package var allowEmpty: Bool
    /// Whether messages name the `GHERKIN_*` variables instead of the flags.
    package var underSwiftTest: Bool
    /// Whether the selection holds at least one scenario.
    package var selectsSome: Bool

    /// Creates the description of a selection.
    package init(
      tags: [(source: String, expression: TagExpression)], names: [String],
      lines: [LineSelection], allowEmpty: Bool, underSwiftTest: Bool, selectsSome: Bool
    ) {
      self.tags = tags
      self.names = names
      self.lines = lines
      self.allowEmpty = allowEmpty
      self.underSwiftTest = underSwiftTest
      self.selectsSome = selectsSome
    }
  }

  /// Why the filters of `selection` select no scenario of `suite`, one diagnostic per filter
  /// that matches nothing (or one for filters that each match but never together); empty when
  /// something is selected, nothing filters, or a file was not run (it may hold the scenario).
  package static func emptySelection(_ selection: Selection, suite: FeatureSuite) -> [Diagnostic] {
    let lineSelections = selection.lines.filter { !$0.lines.isEmpty }
    guard !selection.tags.isEmpty || !selection.names.isEmpty || !lineSelections.isEmpty,
      !selection.selectsSome, !suite.pickles.isEmpty, !suite.hasErrors
    else { return [] }
    var diagnostics: [Diagnostic] = []
    let underSwiftTest = selection.underSwiftTest
    let tagFlag = underSwiftTest ? "GHERKIN_TAGS" : "--tags"
    let nameFlag = underSwiftTest ? "GHERKIN_NAME" : "--name"
    let existing = Set(suite.pickles.lazy.flatMap { $0.tags.lazy.map(\.name) })
    let setting: Setting = underSwiftTest ? .variable("GHERKIN_TAGS") : .flag("--tags")
    for tag in selection.tags
    where !suite.pickles.contains(where: { tag.expression.evaluate($0.tags.map(\.name)) }) {
      diagnostics.append(
        Diagnostic(
          .emptySelection,
          message: "\(tagFlag) \(tag.source) selects no scenario: "
            + tagReason(tag, existing: existing, setting: setting)))
    }
    for pattern in selection.names {
      guard let only = try? PickleFilter(namePatterns: [pattern]), only.select(from: suite).isEmpty
      else { continue }
      diagnostics.append(
        Diagnostic(
          .emptySelection,
          message:
            "\(nameFlag) \(pattern) selects no scenario: no scenario's name contains it (names are matched case by case, as regular expressions)."
        ))
    }
    diagnostics += lineSelections.flatMap { lineReasons($0, suite: suite) }
    if diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(
          .emptySelection,
          message:
            "The filters select no scenario together: each one matches some scenarios, but no scenario matches all of them."
        ))
    }
    return diagnostics
  }

  private static func tagReason(
    _ tag: (source: String, expression: TagExpression), existing: Set<String>, setting: Setting
  ) -> String {
    let source = tag.source
    var seen: Set<String> = []
    let words = tag.expression.namedTags.map(\.name).filter { seen.insert($0).inserted }
    var reasons: [String] = []
    for word in words where !existing.contains(word) {
      let advice = tagWord(word, in: source, existing: existing, setting: setting).advice
      if word.hasPrefix("~") || word.contains(","), let advice {
        reasons.append(advice)
      } else if !word.hasPrefix("@") {
        reasons.append(
          existing.contains("@" + word)
            ? "'\(word)' has no @, and a tag starts with @: did you mean @\(word)?"
            : "'\(word)' has no @, and a tag starts with @ (no scenario has @\(word) either).")
      } else {
        reasons.append("no scenario has the tag \(word)." + (advice.map { " \($0)" } ?? ""))
      }
    }
    if reasons.isEmpty {
      reasons.append("no scenario has tags that make the expression true.")
    }
    let target = words.first { !existing.contains($0) } ?? words.first ?? ""
    return reasons.joined(separator: " ") + " " + existingTags(closestTo: target, in: existing)
  }

  private static func lineReasons(_ selection: LineSelection, suite: FeatureSuite) -> [Diagnostic] {
    let path = LineSelection.normalized(selection.path)
    guard let file = suite.files.first(where: { LineSelection.normalized($0.uri) == path }),
      file.document != nil
    else { return [] }
    let covered = file.pickles.reduce(into: Set<Int>()) {
      $0.formUnion(LineSelection.lines(of: $1, index: suite.index))
    }
    let starts = Set(
      file.pickles.map { suite.index.scenario(of: $0)?.location.line ?? $0.location.line }
    )
    .sorted().map(String.init)
    let lineCount = file.source.split(separator: "\n", omittingEmptySubsequences: false).count
    return selection.lines.sorted().filter { !covered.contains($0) }.map { line in
      let why =
        line > lineCount
        ? "the file has only \(lineCount) lines."
        : "no scenario, outline or Examples row is at that line."
      return Diagnostic(
        .emptySelection,
        message:
          "\(file.uri):\(line) selects no scenario: \(why) Its scenarios start at lines \(Wording.list(starts, conjunction: "and"))."
      )
    }
  }
}

extension Diagnostics {
  /// Each path of `suite` (a file or a folder, given or the default) that was read and parsed
  /// without a problem but holds no scenario, saying why: a run of it would pass having run
  /// nothing. A path with a file that could not be read or parsed is left out: that problem
  /// already fails the run. Its cost is in proportion to the files found.
  package static func withoutScenarios(_ suite: FeatureSuite) -> [Diagnostic] {
    let byURI = Dictionary(suite.files.map { ($0.uri, $0) }) { _, last in last }
    return suite.roots.compactMap { root in
      let files = root.files.compactMap { byURI[$0] }
      // A file missing from the suite could not be read (under this path or another).
      guard !root.hadErrors, !files.isEmpty, files.count == root.files.count,
        files.allSatisfy({ $0.parseResult.errors.isEmpty && $0.pickles.isEmpty })
      else { return nil }
      let path = root.path
      let why =
        if files.count > 1 || files[0].uri != path {
          "holds feature files but no scenarios: none of its \(files.count) feature file\(files.count == 1 ? " has" : "s has") a Scenario to run"
        } else if files[0].source.allSatisfy(\.isWhitespace) {
          "has no scenarios: the file is empty"
        } else if files[0].parseResult.document?.feature == nil {
          "has no scenarios: it holds only comments and blank lines, no Feature"
        } else {
          "has no scenarios: its Feature has no Scenario to run"
        }
      return Diagnostic(
        .noScenarios, uri: path,
        message:
          "\(why). A run of it would pass having checked nothing: write a Scenario, or leave the path out."
      )
    }
  }
}
