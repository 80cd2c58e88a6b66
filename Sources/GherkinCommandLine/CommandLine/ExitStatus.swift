import GherkinRunner

/// The exit status of every command (a run, `report`, `--list-steps`, `--help`, a subcommand),
/// decided here alone from what happened; each command gathers its facts and reads ``code``.
///
/// A faulty input or a report that could not be written outranks the verdict: a run whose
/// scenarios passed but whose report was lost is not a pass.
package struct ExitStatus: Sendable, Hashable {
  /// Whether the command line, a file it names (a feature file that cannot be read or parsed, a
  /// message file that is incomplete or from another suite) or a step definition was faulty.
  package var faultyInput = false
  /// Whether the run passed: every scenario, every run hook, and no problem that fails the run.
  package var runPassed = true
  /// Whether every report, standard output included, was written whole.
  package var reportsWritten = true
  /// The status a front end's own subcommand (or the language server) returned, which decides
  /// for itself unless a report could not be written.
  package var subcommandStatus: Int32?

  /// The process exit code: 0 passed, 1 a scenario or a problem failed the run, 2 a faulty
  /// input or a report that could not be written.
  package var code: Int32 {
    if faultyInput || !reportsWritten { return 2 }
    if let subcommandStatus { return subcommandStatus }
    return runPassed ? 0 : 1
  }

  /// The status of what happened; by default a command that did what it was asked.
  package init(
    faultyInput: Bool = false, runPassed: Bool = true, reportsWritten: Bool = true,
    subcommandStatus: Int32? = nil
  ) {
    self.faultyInput = faultyInput
    self.runPassed = runPassed
    self.reportsWritten = reportsWritten
    self.subcommandStatus = subcommandStatus
  }

  /// A command that did what it was asked (`--help`, `--list-uses`).
  package static let passed = ExitStatus()
  /// A command refused: a usage error, or a file or definition it cannot go on without.
  package static let faulty = ExitStatus(faultyInput: true)
}

extension ExitStatus {
  /// The status of a run that ended with `outcome`, whose reports were written or not.
  package init(_ outcome: RunOutcome, reportsWritten: Bool = true) {
    self.init(
      faultyInput: outcome.hadErrors, runPassed: outcome.success, reportsWritten: reportsWritten)
  }
}
