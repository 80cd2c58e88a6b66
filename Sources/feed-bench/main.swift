runGherkinBenchmarks()
try runExpressionBenchmarks()
try await runRunnerBenchmarks()
try await runStoreBenchmarks()
