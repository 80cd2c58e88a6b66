// Release-mode benchmarks: `swift run -c release feed-bench [AREA ...]`.
// Each benchmark prints what it measured, on what input, and the figure. With no AREA, all run.
import Foundation

let areas = Set(CommandLine.arguments.dropFirst())
let known = [
  "remote", "store", "paging", "presentation", "gherkin", "expressions", "runner", "runner-real",
  "snippets", "diagnostics", "lsp", "lsp-burst", "lsp-live", "lsp-large", "parallel", "loading",
  "report-memory", "runner-memory", "startup", "html",
]
if let unknown = areas.first(where: { !known.contains($0) }) {
  print("feed-bench: unknown area \(unknown); areas: \(known.joined(separator: ", "))")
  exit(2)
}
func wanted(_ area: String) -> Bool { areas.isEmpty || areas.contains(area) }

if wanted("remote") { try runRemoteBenchmarks() }
if wanted("store") { try await runStoreBenchmarks() }
if wanted("paging") { try await runPagingBenchmarks() }
if wanted("presentation") { runPresentationBenchmarks() }
if wanted("gherkin") { runGherkinBenchmarks() }
if wanted("expressions") { try runExpressionBenchmarks() }
if wanted("expressions") { runExpressionGeneratorBenchmarks() }
if wanted("runner") { try await runRunnerBenchmarks() }
if wanted("runner-real") { try await runRealRunnerBenchmarks() }
if wanted("snippets") { try await runSnippetBenchmarks() }
if wanted("diagnostics") { runDiagnosticsBenchmarks() }
if wanted("diagnostics") { runTagDiagnosticsBenchmarks() }
if wanted("diagnostics") { try runClosestSentenceBenchmarks() }
if wanted("lsp") { try runLanguageServerBenchmarks() }
if wanted("lsp-burst") { try runLanguageServerBurstBenchmarks() }
if wanted("lsp-live") { try runLiveVerdictBenchmarks() }
if wanted("lsp-large") { try runLanguageServerLargeFileBenchmarks() }
if wanted("parallel") { await runParallelBenchmarks() }
if wanted("loading") { try runLoadingBenchmarks() }
if wanted("report-memory") { try await runReportMemoryBenchmarks() }
if wanted("runner-memory") { try runRunnerMemoryBenchmarks() }
if wanted("startup") { try runStartupBenchmarks() }
if wanted("html") { try runHTMLPageBenchmarks() }
