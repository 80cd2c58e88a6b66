runGherkinBenchmarks()
try runExpressionBenchmarks()
try await runRunnerBenchmarks()
