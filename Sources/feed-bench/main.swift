try await runStoreBenchmarks()
runPresentationBenchmarks()
