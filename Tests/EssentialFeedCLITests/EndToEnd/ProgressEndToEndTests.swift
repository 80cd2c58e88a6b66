import Foundation
import Testing

/// The progress line needs a terminal: these tests run the binary under `script`, which gives it
/// a pseudo-terminal. The fixture server's `/slow` prefix answers after 3 seconds, well past the
/// 1-second delay before the line shows.
@Suite("End to end: the progress line of a slow request")
struct ProgressEndToEndTests {
  @Test(
    "on a terminal, a slow request shows a progress line on standard error",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func slowOnTerminal() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let binary = try PackagePaths.executable()
    let command = [
      binary.path, "feed", "--base-url", try session.server.baseURL(prefix: "/slow"), "--store",
      session.store.path,
    ].map { "'\($0)'" }.joined(separator: " ")

    let run = try session.runProgram(
      "/usr/bin/script", ["-qec", command + " >/dev/null", "/dev/null"])

    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.contains("Loading the feed…"))
  }

  @Test("off a terminal, a slow request shows no progress line")
  func slowOffTerminal() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed"], prefix: "/slow")

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
  }
}
