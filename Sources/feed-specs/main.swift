import FeedSpecs
import Foundation
import Gherkin
import GherkinLanguageServer

// `--store memory|sqlite` (or FEED_SPECS_STORE) picks the store behind the scenarios' cache; every
// other argument goes to the Gherkin front end, which also offers `--format coverage[:FILE]`.
var arguments = CommandLine.arguments
var store: StoreKind
do {
  store = try StoreKind.fromEnvironment() ?? .memory
  if let index = arguments.firstIndex(where: { $0 == "--store" || $0.hasPrefix("--store=") }) {
    if arguments[index].hasPrefix("--store=") {
      store = try StoreKind.named(String(arguments[index].dropFirst("--store=".count)))
      arguments.remove(at: index)
    } else {
      guard index + 1 < arguments.count else { throw ExpectationFailure("--store needs a value") }
      store = try StoreKind.named(arguments[index + 1])
      arguments.removeSubrange(index...index + 1)
    }
  }
} catch {
  // A usage error, worded and followed as the Gherkin front end's own.
  FileHandle.standardError.write(
    Data("feed-specs: \(error)\nRun feed-specs --help for usage.\n".utf8))
  exit(2)
}

let registry: StepRegistry<FeedWorld>
do {
  registry = try FeedSpecs.registry(store: store)
} catch {
  FileHandle.standardError.write(Data("feed-specs: \(error)\n".utf8))
  exit(2)
}
// `feed-specs language-server`: the Language Server Protocol over standard input and output.
if arguments.dropFirst().first == "language-server" {
  exit(LanguageServer(registry: registry, featuresFolder: FeedSpecs.featuresFolder).run())
}
var command = GherkinCommand()
command.reportPlugins = [SeedCoverageReporter.plugin, .scenarioLines]
command.htmlSections = [SeedCoverageReporter.htmlSection]
command.helpAppendix = """

  FEED-SPECS:
    language-server          Serve editors over the Language Server Protocol (stdin/stdout):
                             diagnostics, completion, go to definition, hover, outline,
                             formatting of .feature files.
    --store memory|sqlite    The store behind the scenarios' cache (default: memory, or
                             FEED_SPECS_STORE). A scenario tagged @sqlite always uses SQLite.
    -f coverage[:FILE]       Each seed item with the scenarios proving it; fails the run
                             when an item is MISSING.
    -f progress-lines[:FILE] One line per scenario, then "N passed, N failed".

  """
exit(await command.run(arguments: arguments, registry: registry))
