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
      if let numbered = linesNumberedForFolding() {
        problems = foldingHeadingsAmongSteps(problems, lines: numbered, uri: uri, dialect: dialect)
      }
      return Found(
        // By line; the sort is stable, so problems of one line keep their order.
        problems: problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) },
        suspicious: scan.diagnostics.compactMap(\.line), scenarioProblems: structure)
    }
  }
}

extension Diagnostics.ScenarioSheet {
  /// The file's lines up to the last of these, those above them empty, when one of these reads
  /// as a Rule's heading: ``Diagnostics/foldingHeadingsAmongSteps(_:lines:uri:dialect:)`` then
  /// names lines in its words, numbered as in the file (it reads no line above these: a Rule's
  /// heading among them follows one of their Scenarios' headings). `nil` when none does, as
  /// the fold then changes nothing.
  fileprivate func linesNumberedForFolding() -> [String]? {
    guard firstLine > 1 else { return lines }
    let rule = Diagnostics.LineKind.heading(.rule)
    guard
      lines.contains(where: {
        $0.utf8.contains(UInt8(ascii: ":")) && Diagnostics.kind(of: $0, dialect: dialect) == rule
      })
    else { return nil }
    return Array(repeating: "", count: firstLine - 1) + lines
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
