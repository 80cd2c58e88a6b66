try await runStoreBenchmarks()
