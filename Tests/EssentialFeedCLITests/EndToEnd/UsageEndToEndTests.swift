import Foundation
import TestSupport
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

  @Test("--help gives the ranges --paging-seconds, --paging-bytes and --timeout accept")
  func helpGivesRanges() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(["help"])
    let lines = run.standardOutput.split(separator: "\n").map(String.init)

    #expect(run.status == 0)
    #expect(text(after: "--paging-seconds", in: lines).contains("(1 to 3600, default 60)"))
    #expect(
      text(after: "--paging-bytes", in: lines).contains(
        "(1 to 1073741824 (1 GiB), default 16777216 (16 MiB))"))
    #expect(
      text(after: "--timeout", in: lines).contains(
        "such as 10 or 2.5 (greater than 0, at most 86400, default 30)"))
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
      (["feed", "--timeout", "0"], "--timeout needs a number of seconds in plain digits"),
      (["feed", "--timeout", "0x10"], "--timeout needs a number of seconds in plain digits"),
      (
        ["comments", "4210AA7F-7621-4F48-A974-30388F2D47F8", "--timeout", "1e2"],
        "--timeout needs a number of seconds in plain digits"
      ),
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
        "essential-feed: ESSENTIAL_FEED_TIMEOUT needs a number of seconds in plain digits"))
  }

  @Test("an ESSENTIAL_FEED_TIMEOUT in exponent notation exits 2 naming the variable")
  func exponentTimeoutVariable() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(
      ["feed", "--store", session.store.path], environment: ["ESSENTIAL_FEED_TIMEOUT": "1e2"])

    #expect(run.status == 2)
    #expect(run.standardError.contains("essential-feed: ESSENTIAL_FEED_TIMEOUT needs a number"))
    #expect(run.standardError.contains("not '1e2'"))
    #expect(!FileManager.default.fileExists(atPath: session.store.path))
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

  /// The option's help entry: its line and the indented lines that continue it, joined by spaces.
  private func text(after option: String, in lines: [String]) -> String {
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(option) ") }) else { return "" }
    let continuation = lines[(start + 1)...].prefix { $0.hasPrefix("      ") }
    return ([lines[start]] + continuation)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }
}

@Suite("End to end: standard output that cannot be written")
struct UnwritableOutputEndToEndTests {
  @Test(
    "feed --help to a full disk or a closed pipe: a clear error and exit 1, never a crash",
    arguments: UnwritableOutput.Kind.allCases)
  func unwritableOutputIsAnError(kind: UnwritableOutput.Kind) throws {
    let run = try UnwritableOutput.run(try PackagePaths.executable(), ["--help"], kind: kind)

    #expect(run.status == 1, "\(run.standardError)")
    #expect(
      run.standardError.hasPrefix("essential-feed: standard output cannot be written: "),
      "\(run.standardError)")
  }
}
