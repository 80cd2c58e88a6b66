try runExpressionBenchmarks()
try await runStoreBenchmarks()
