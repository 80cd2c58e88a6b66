import Testing

/// Runs a suite with its own ``LocalHTTPServer``: started before the suite's first test,
/// terminated after its last.
struct LocalHTTPServerTrait: SuiteTrait, TestScoping {
  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite ? self : nil
  }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let server = try LocalHTTPServer.start()
    defer { server.stop() }
    try await LocalHTTPServer.$current.withValue(server) {
      try await function()
    }
  }
}

extension Trait where Self == LocalHTTPServerTrait {
  /// Gives the suite a real HTTP server on 127.0.0.1 for the duration of its tests.
  static var localHTTPServer: Self { Self() }
}
