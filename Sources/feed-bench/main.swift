print("feed-bench: no benchmarks yet")
try runExpressionBenchmarks()
try await runRunnerBenchmarks()
