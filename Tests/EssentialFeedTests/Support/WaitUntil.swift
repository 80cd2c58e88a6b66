import Testing

/// Polls `isMet` until it holds, recording an issue if it does not within about five seconds.
/// For waiting on another process; never for asserting how long something takes.
func waitUntil(
  _ condition: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ isMet: () async throws -> Bool
) async throws {
  for _ in 0..<200 {
    if try await isMet() { return }
    try await Task.sleep(nanoseconds: 25_000_000)
  }
  Issue.record("timed out waiting until \(condition)", sourceLocation: sourceLocation)
}
