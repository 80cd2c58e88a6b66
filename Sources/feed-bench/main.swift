runRemoteBenchmarks()
try await runStoreBenchmarks()
runPresentationBenchmarks()
