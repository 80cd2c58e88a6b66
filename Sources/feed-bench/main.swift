print("feed-bench: no benchmarks yet")
try runExpressionBenchmarks()
