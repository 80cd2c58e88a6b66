import Foundation
import Testing

@Suite("End to end: a server that accepts the connection and never answers")
struct TimeoutEndToEndTests {
  @Test("feed --timeout 3 gives up, says the server did not answer in time, and exits 1")
  func timeoutEndsTheWait() throws {
    let run = try feedWithTimeout(3)

    #expect(run.status == 1, "\(run.standardError)")
    #expect(
      run.standardError.contains("timed out waiting for an answer from"), "\(run.standardError)")
  }

  /// Before `CurlHTTPClient`, `essential-feed` waited through the toolchain's `URLSession`, whose
  /// FoundationNetworking (6.3.1) never cancels the write source it makes for a connecting socket:
  /// a connected socket is always writable, so the wait kept a core busy (3.0 s of CPU in 3 s).
  @Test("waiting costs next to no CPU: feed --timeout 3 uses less than 10% of the wait")
  func waitingCostsNoCPU() throws {
    let wait = 3.0

    let run = try feedWithTimeout(wait)

    #expect(run.status == 1, "\(run.standardError)")
    // It waited for the deadline: a run that failed at once would use no CPU either.
    #expect(run.standardError.contains("timed out waiting for an answer from"))
    #expect(
      run.cpuSeconds < wait * 0.1,
      """
      essential-feed used \(run.cpuSeconds) s of CPU (user \(run.userSeconds) s, system \
      \(run.systemSeconds) s) while waiting \(wait) s on a silent server
      """)
  }

  private func feedWithTimeout(_ seconds: Double) throws -> MeasuredRun {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let server = try FixtureServer.silent(requestLog: folder.path("requests.log"))
    defer { server.stop() }

    return try MeasuredRun.run(
      try PackagePaths.executable(),
      [
        "feed", "--timeout", String(seconds), "--base-url", server.baseURL(),
        "--store", folder.path("store/feed.sqlite").path,
      ],
      environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path, "TZ": "UTC"],
      errorFile: folder.path("stderr"))
  }
}
