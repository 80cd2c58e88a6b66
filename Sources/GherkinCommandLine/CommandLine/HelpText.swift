import Foundation

/// The `--help` text of a command built on ``GherkinCommand``.
enum HelpText {
  /// The help of `program`, whose runs read `defaultPath` by default; a format of a library in
  /// `absent` (a wing the command was not given) says that it needs that library.
  static func render(
    program: String, defaultPath: String, absent: Set<WingLibrary> = []
  ) -> String {
    let formats = ReportFormat.allCases.map { format in
      let name = format.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      let aliases = ReportFormat.aliases.filter { $0.value == format }.map(\.key)
      let also = aliases.isEmpty ? "" : " (also \(Wording.list(aliases)))"
      let needs = format.library.flatMap { absent.contains($0) ? " [needs \($0.rawValue)]" : nil }
      return String(repeating: " ", count: 27) + name + format.summary + also + (needs ?? "")
    }.joined(separator: "\n")
    return """
      USAGE: \(program) [PATH | PATH:LINE | @FILE ...] [options]

      Runs the scenarios of the .feature files under each PATH (default: \(defaultPath)).
      PATH:LINE runs only what that line names: a scenario, an outline (all its rows), an
      Examples block, or one Examples row. Several lines: PATH:LINE:LINE. @FILE runs the
      PATH:LINEs of a rerun file (as --format rerun:FILE writes the failing scenarios).

      OPTIONS:
        -t, --tags EXPR          Run scenarios whose tags satisfy EXPR, such as
                                 "@smoke and not (@slow or @wip)": tags joined by and, or,
                                 not, grouped with brackets. Repeat to require all. An EXPR
                                 that is not written so is an error saying what to fix.
        -n, --name REGEX         Run scenarios whose name matches REGEX. Repeat to allow any.
        -f, --format NAME[:FILE] Report as NAME, to FILE or standard output. Repeatable; at
                                 most one without FILE. Default: pretty.
      \(formats)
            --dry-run            Match steps to definitions without running anything.
            --no-strict          Pending and undefined steps, and suspicious lines (a line
                                 that reads like a step or heading but is not one), do
                                 not fail the run; suspicious lines are then warnings.
            --strict             They do (the default).
            --fail-fast          Stop after the first failing scenario.
            --retry N            Try a failing scenario up to N more times (N at most 10),
                                 each time afresh; it passes if a retry passes.
            --parallel N         Run up to N scenarios at the same time, each in its own fresh
                                 world; the reports are the same as the order defined gives.
            --order ORDER        defined (the default), reverse, random (the seed is printed)
                                 or random:SEED to repeat a random order.
            --shard INDEX/TOTAL  Run only part INDEX of TOTAL: the selected scenarios are dealt
                                 round-robin in the order defined. Join the parts' message
                                 files with `report` for the whole suite's verdict and reports.
            --step-timeout SECONDS
                                 Fail a hook or step that has not returned after SECONDS
                                 (5 by default, as in Cucumber; a step definition may set its
                                 own): "step timed out after 5 s: <step>". The step is left
                                 running, its scenario's After hooks run, the run goes on.
            --allow-empty        A --tags, --name or PATH:LINE that selects no scenario, or
                                 a PATH holding none, passes (by default each is an error
                                 saying why).
            --strict-unused      A step definition that no step uses fails the run.
            --list-steps         Print the step definitions and where they are, then exit.
            --list-uses TEXT     Print every step whose text holds TEXT (a value such as
                                 "6 days old", an outline's rows included), with its
                                 scenario and line, then exit.
            --no-color           No ANSI colours (colours are used only on a terminal, and
                                 never when NO_COLOR is set).
            --languages FILE     Add the dialects of a Cucumber gherkin-languages.json file to
                                 the built-in ones (all 80 of Cucumber's), for a language of
                                 your own (`# language: xx`).
                                 A FILE that is missing, unreadable or not in that format is
                                 an error (exit 2) naming it and saying what is wrong.
        -h, --help               Print this help.

      \(reportsAndExits(program: program, absent: absent))
      """
  }

  /// The help's sections after its options: the `report` subcommand, the problems listed,
  /// the exit codes and the environment; `report` says when it needs a library in `absent`.
  private static func reportsAndExits(program: String, absent: Set<WingLibrary>) -> String {
    let needs = absent.contains(.reports) ? " [needs GherkinReports]" : ""
    return """
      REPORT:
        \(program) report FILE.ndjson... [--format NAME[:FILE]]...\(needs)
                                 Reports from message files instead of a run, the files joined
                                 as one run (see `\(program) report --help`).

      After the summary, every problem that is not a scenario's result is listed as
      file:line:column: explanation (files not run, suspicious lines, filters selecting nothing,
      unused step definitions), and the scenarios line counts them.

      EXIT CODES:
        0  every scenario passed
        1  a scenario failed (a step that timed out among them) or, strictly, is pending or
           undefined, a suspicious line
           (strictly), a filter selecting nothing, a PATH without scenarios, or an unused
           definition (--strict-unused)
        2  a usage error, a file that cannot be read (missing, not an ordinary file, over
           16 MiB, not UTF-8 text, not Gherkin, or a link out of the folder being run) or
           parsed (the other files still run), or a faulty step definition (no scenario runs)

      ENVIRONMENT:
        NO_COLOR             set (to anything) to turn colours off.
        Under `swift test`, the Swift Testing bridge reads GHERKIN_TAGS, GHERKIN_NAME,
        GHERKIN_LINES="PATH:LINE ...", GHERKIN_LANGUAGES=FILE, GHERKIN_DRY_RUN=1, GHERKIN_NO_STRICT=1 and
        GHERKIN_FAIL_FAST=1 and GHERKIN_ALLOW_EMPTY=1 instead of flags (with fail-fast,
        scenarios that start after a failure are not run and record a known issue saying so).
        GHERKIN_RETRY=N, GHERKIN_ORDER=ORDER, GHERKIN_SHARD=INDEX/TOTAL and
        GHERKIN_STEP_TIMEOUT=SECONDS do what --retry, --order, --shard and --step-timeout do.

      """
  }
}
