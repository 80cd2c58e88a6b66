// Release-mode benchmarks: `swift run -c release feed-bench`.
// Each benchmark prints what it measured, on what input, and the figure.
runGherkinBenchmarks()
try runExpressionBenchmarks()
try await runRunnerBenchmarks()
runRemoteBenchmarks()
try await runStoreBenchmarks()
runPresentationBenchmarks()
