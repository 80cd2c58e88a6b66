import FeedSpecs
import Foundation
import Gherkin
import GherkinLanguageServer
import GherkinReports

// Every wing: the reports (junit, json, html with this suite's sections, `report`) and
// `feed-specs language-server`, which serves editors for this registry.
var command = GherkinCommand()
command.reportPlugins = [SeedCoverageReporter.plugin, .scenarioLines]
command.wings = [
  .reports(htmlSections: [SeedCoverageReporter.htmlSection, SentenceGlossary.htmlSection]),
  .languageServer,
]
// `--store memory|sqlite` (or FEED_SPECS_STORE) picks the store behind the scenarios' cache; it
// is read in the same pass as every other option.
command.valueOptions = ["--store"]
command.helpAppendix = """

  FEED-SPECS:
    language-server [--run-time-limit SECONDS] [--store ...]
                             Serve editors over the Language Server Protocol (stdin/stdout):
                             diagnostics, completion, go to definition, hover, outline,
                             formatting, and each scenario's verdict as the text changes
                             (a run past the limit, 10 s by default, is stopped).
    --store memory|sqlite    The store behind the scenarios' cache (default: memory, or
                             FEED_SPECS_STORE). A scenario tagged @sqlite always uses SQLite.
    -f coverage[:FILE]       Each criterion of criteria.md (beside the feature files) with
                             the scenarios proving it; fails the run when one is MISSING.
    -f progress-lines[:FILE] One line per scenario, then "N passed, N failed".

  """
let status = await command.run(arguments: CommandLine.arguments) { values in
  var store = StoreKind.memory
  do {
    store = try StoreKind.fromEnvironment() ?? store
  } catch {
    throw UsageError("\(StoreKind.environmentVariable): \(error)")
  }
  if let name = values["--store"] {
    do { store = try StoreKind.named(name) } catch { throw UsageError("--store: \(error)") }
  }
  return try FeedSpecs.registry(store: store)
}
// The status says as well whether standard output could be written (GherkinCommand decides it).
exit(status)
