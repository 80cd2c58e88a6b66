import Testing

/// Polls `isMet` until it holds, recording an issue if it does not within about five minutes.
/// For waiting on another process; never for asserting how long something takes.
func waitUntil(
  _ condition: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ isMet: () async throws -> Bool
) async throws {
  for _ in 0..<12_000 {  // up to five minutes: a guard against hangs, not a timing check
    if try await isMet() { return }
    try await Task.sleep(nanoseconds: 25_000_000)
  }
  Issue.record("timed out waiting until \(condition)", sourceLocation: sourceLocation)
}
