import FeedSpecs
import Foundation
import Gherkin
import GherkinLanguageServer
import PrintableText

var command = GherkinCommand()
// `feed-specs language-server`: the Language Server Protocol over standard input and output.
command.subcommands["language-server"] = { _ in
  do {
    let registry = try FeedSpecs.registry(store: .memory)
    return LanguageServer(registry: registry, featuresFolder: FeedSpecs.featuresFolder).run()
  } catch {
    FileHandle.standardError.write(Data("feed-specs: \(error)\n".utf8))
    return 2
  }
}
command.reportPlugins = [SeedCoverageReporter.plugin, .scenarioLines]
command.htmlSections = [SeedCoverageReporter.htmlSection, SentenceGlossary.htmlSection]
// `--store memory|sqlite` (or FEED_SPECS_STORE) picks the store behind the scenarios' cache; it
// is read in the same pass as every other option.
command.valueOptions = ["--store"]
command.helpAppendix = """

  FEED-SPECS:
    language-server          Serve editors over the Language Server Protocol (stdin/stdout):
                             diagnostics, completion, go to definition, hover, outline,
                             formatting of .feature files.
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
// A report on standard output that could not be written is an error, never a crash or a pass.
if let failure = StandardStream.outputFailure {
  StandardStream.error("feed-specs: standard output cannot be written: \(failure)\n")
  exit(2)
}
exit(status)
