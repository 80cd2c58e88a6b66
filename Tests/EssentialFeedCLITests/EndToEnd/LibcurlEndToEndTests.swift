import Foundation
import Testing

@Suite("End to end: libcurl is loaded at run time, with a fallback when it cannot be")
struct LibcurlEndToEndTests {
  @Test("without libcurl, feed says so in one line naming the package, then shows the feed anyway")
  func missingLibcurlFallsBackToURLSession() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(
      ["feed"], environment: ["ESSENTIAL_FEED_LIBCURL": "/nonexistent/libcurl.so.4"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == FeedEndToEndTests.fixtureFeedText)
    let warnings = run.standardError.split(separator: "\n")
    #expect(warnings.count == 1, "\(run.standardError)")
    let warning = String(warnings.first ?? "")
    #expect(warning.hasPrefix("essential-feed: warning: libcurl could not be loaded"), "\(warning)")
    #expect(warning.contains("/nonexistent/libcurl.so.4"), "\(warning)")
    #expect(warning.contains("libcurl4 on Debian"), "\(warning)")
  }

  @Test("with libcurl found, feed prints no warning")
  func foundLibcurlIsSilent() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty, "\(run.standardError)")
  }
}
