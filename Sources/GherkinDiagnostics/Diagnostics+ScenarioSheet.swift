import GherkinParser

extension Diagnostics {
  /// Some lines of a file that parses and the Scenarios written on them: the whole file's, or
  /// those of a run of a Feature's Scenarios (from the first one's first tag line or heading to
  /// the line before the Feature's next child), whose problems depend on those lines alone but
  /// for a title that another Scenario of the file shares (given by the caller,
  /// ``sameTitles(_:uri:)``), the file's language (``readsAsAnotherLanguage(problemLines:lineCount:text:dialect:dialects:)``)
  /// and a Rule heading right below them, which the caller looks after.
  ///
  /// A run of Scenarios is scanned for suspicious lines alone: its first line, a tag line or a
  /// Scenario's heading, reads the same after any line of a file that parses (no doc string is
  /// open there), and the Feature's next child's first line, a tag line or a heading, reads the
  /// same after any of its lines.
  package struct ScenarioSheet {
    /// The lines, the first being line `firstLine` (1-based) of the file.
    let lines: [String]
    let firstLine: Int
    let scenarios: [Scenario]
    let uri: String
    let dialect: Dialect
    let strict: Bool

    package init(
      lines: [String], firstLine: Int, scenarios: [Scenario], uri: String, dialect: Dialect,
      strict: Bool = true
    ) {
      (self.lines, self.firstLine, self.scenarios) = (lines, firstLine, scenarios)
      (self.uri, self.dialect, self.strict) = (uri, dialect, strict)
    }

    /// What ``problems(scan:sameTitles:)`` finds.
    package struct Found {
      /// The problems on the lines, by line, as ``Diagnostics/check(source:uri:result:dialects:strict:running:blocks:)``
      /// orders them.
      package var problems: [Diagnostic]
      /// The lines of the suspicious lines among them, in line order.
      package var suspicious: [Int]
      /// The suspicious lines and the Scenarios' structure problems, what a file in another
      /// language than it says shows first.
      var scenarioProblems: [Diagnostic]
    }

    /// The problems on the lines, the suspicious lines scanned now; `sameTitles` are those of
    /// the file's Scenarios on these lines.
    package func problems(sameTitles: [Diagnostic]) -> Found {
      let scan = suspiciousLines(lines, uri: uri, dialect: dialect, strict: strict)
      return problems(scan: scan.moved(by: firstLine - 1), sameTitles: sameTitles)
    }

    /// The problems on the lines, `scan` being their suspicious lines (numbered as in the file).
    func problems(scan: SuspiciousLines, sameTitles: [Diagnostic]) -> Found {
      let offset = firstLine - 1
      let structure =
        scan.diagnostics + examplesWithoutRows(scenarios, uri: uri, strict: strict)
        + scenariosWithoutSteps(
          scenarios, uri: uri, strict: strict, explained: scan.headingsWithSuspiciousText)
      var problems =
        structure + tagsAtEndOfTitles(lines, uri: uri, dialect: dialect).moved(by: offset)
      problems += sameTitles + scenariosWithoutCheck(scenarios, uri: uri)
      problems = foldingHeadingsAmongSteps(
        problems.moved(by: -offset), lines: lines, uri: uri, dialect: dialect
      ).moved(by: offset)
      return Found(
        // By line; the sort is stable, so problems of one line keep their order.
        problems: problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) },
        suspicious: scan.diagnostics.compactMap(\.line), scenarioProblems: structure)
    }
  }
}

extension [Diagnostic] {
  /// These diagnostics, their lines moved down by `offset`.
  func moved(by offset: Int) -> Self {
    guard offset != 0 else { return self }
    return map { diagnostic in
      var moved = diagnostic
      moved.line = diagnostic.line.map { $0 + offset }
      return moved
    }
  }
}
