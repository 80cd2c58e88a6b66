runRemoteBenchmarks()
