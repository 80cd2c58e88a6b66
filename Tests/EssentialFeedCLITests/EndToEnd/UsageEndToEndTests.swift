import Foundation
import Testing

@Suite("End to end: usage and usage errors")
struct UsageEndToEndTests {
  @Test("--help prints the usage on standard output and exits 0")
  func help() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(["--help"])

    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("Usage: essential-feed COMMAND [OPTIONS]"))
    #expect(run.standardOutput.contains("ESSENTIAL_FEED_NOW"))
  }

  @Test("help COMMAND prints that command's usage")
  func commandHelp() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(["help", "image"])

    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("Usage: essential-feed image IMAGE-ID --output FILE"))
  }

  @Test(
    "a bad command line exits 2 with a message naming the problem and a hint",
    arguments: [
      ([], "no command given"),
      (["feeds"], "unknown command 'feeds'"),
      (["feed", "--bogus"], "unknown option '--bogus' for 'feed'"),
      (["feed", "--store"], "--store needs a value"),
      (["feed", "--pages", "zero"], "--pages needs a whole number"),
      (["feed", "--timeout", "0"], "--timeout needs a number of seconds greater than 0"),
      (["feed", "--base-url", "ftp://example.com"], "--base-url 'ftp://example.com' is not"),
      (["comments", "1234"], "'1234' is not an image id"),
      (["comments"], "'comments' needs an IMAGE-ID"),
      (["image", "4210AA7F-7621-4F48-A974-30388F2D47F8"], "'image' needs --output FILE"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(arguments)

    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("essential-feed: \(message)"), "\(run.standardError)")
    #expect(run.standardError.contains("Run 'essential-feed --help' for usage."))
  }

  @Test("a bad ESSENTIAL_FEED_NOW exits 2 naming the variable")
  func badClock() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(
      ["validate-cache", "--store", session.store.path],
      environment: ["ESSENTIAL_FEED_NOW": "next tuesday"])

    #expect(run.status == 2)
    #expect(run.standardError.contains("ESSENTIAL_FEED_NOW 'next tuesday'"))
  }

  @Test("a bad ESSENTIAL_FEED_TIMEOUT exits 2 naming the variable")
  func badTimeoutVariable() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(
      ["feed", "--store", session.store.path], environment: ["ESSENTIAL_FEED_TIMEOUT": "never"])

    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "essential-feed: ESSENTIAL_FEED_TIMEOUT needs a number of seconds greater than 0"))
  }

  @Test("a bad ESSENTIAL_FEED_BASE_URL exits 2 naming the variable")
  func badBaseURLVariable() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(
      ["feed", "--store", session.store.path],
      environment: ["ESSENTIAL_FEED_BASE_URL": "file:///etc/passwd"])

    #expect(run.status == 2)
    #expect(run.standardError.contains("ESSENTIAL_FEED_BASE_URL 'file:///etc/passwd'"))
  }
}
