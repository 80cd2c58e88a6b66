import Foundation
import Testing

@testable import essential_feed

@Suite("Command line: commands and their options")
struct CommandLineParserTests {
  @Test("feed with no options loads one page for people")
  func feedDefaults() throws {
    #expect(try parse("feed") == .feed(FeedOptions()))
  }

  @Test("feed takes a base URL, a store, a page count and --json")
  func feedOptions() throws {
    let command = try parse(
      "feed", "--base-url", "http://127.0.0.1:8080/api", "--store", "cache.sqlite",
      "--pages", "3", "--json")

    #expect(
      command
        == .feed(
          FeedOptions(
            baseURL: URL(string: "http://127.0.0.1:8080/api"), storePath: "cache.sqlite",
            pages: 3, json: true)))
  }

  @Test("feed and image take --paging-seconds and --paging-bytes; image takes --pages")
  func pagingBudget() throws {
    let id = UUID()
    let budget = PagingBudget(duration: .seconds(5), bytes: 1_000)

    #expect(
      try parse("feed", "--paging-seconds", "5", "--paging-bytes", "1000")
        == .feed(FeedOptions(budget: budget)))
    #expect(
      try parse(
        "image", id.uuidString, "--output", "o.png", "--pages", "3", "--paging-seconds=5",
        "--paging-bytes=1000")
        == .image(ImageOptions(imageID: id, outputPath: "o.png", pages: 3, budget: budget)))
  }

  @Test(
    "a paging limit that is not a whole number in range is a usage error",
    arguments: ["0", "-1", "ten", "3601"])
  func invalidPagingSeconds(text: String) {
    #expect(throws: UsageError.invalidPagingLimit("--paging-seconds", text, maximum: 3_600)) {
      try parse("feed", "--paging-seconds", text)
    }
  }

  @Test("a base URL's credentials are not echoed in its usage error")
  func baseURLCredentialsNotEchoed() {
    let message = UsageError.invalidBaseURL("ftp://me:secret@host/", source: "--base-url").message

    #expect(!message.contains("secret"))
    #expect(!message.contains("me:"))
  }

  @Test(
    "a base URL that does not parse has its credentials removed as text before it is echoed",
    arguments: [
      ("http://user:secret@[::1", "http://[::1"),
      ("http://user:secret@exa mple.com/p@th", "http://exa mple.com/p@th"),
      ("http://us@er:sec@ret@[bad/x", "http://[bad/x"),
    ])
  func unparsableBaseURLCredentialsNotEchoed(text: String, shown: String) {
    let message = UsageError.invalidBaseURL(text, source: "--base-url").message

    #expect(!message.contains("secret"))
    #expect(!message.contains("ret@"))
    #expect(message.contains("'\(shown)'"))
  }

  @Test("options also take their value after an equals sign")
  func inlineValues() throws {
    let command = try parse("feed", "--store=/tmp/a.sqlite", "--pages=2")

    #expect(command == .feed(FeedOptions(storePath: "/tmp/a.sqlite", pages: 2)))
  }

  @Test("comments takes an image id in any letter case")
  func comments() throws {
    let id = UUID()

    #expect(
      try parse("comments", id.uuidString.lowercased(), "--json")
        == .comments(CommentsOptions(imageID: id, json: true)))
  }

  @Test("image takes an image id and an output file, in any order")
  func image() throws {
    let id = UUID()

    #expect(
      try parse("image", "--output", "out.png", id.uuidString, "--store", "s.sqlite")
        == .image(ImageOptions(imageID: id, outputPath: "out.png", storePath: "s.sqlite")))
  }

  @Test("feed, comments and image take --timeout in seconds, whole or fractional")
  func timeoutOption() throws {
    let id = UUID()

    #expect(try parse("feed", "--timeout", "3") == .feed(FeedOptions(timeout: 3)))
    #expect(
      try parse("comments", id.uuidString, "--timeout=2.5")
        == .comments(CommentsOptions(imageID: id, timeout: 2.5)))
    #expect(
      try parse("image", id.uuidString, "--output", "o.png", "--timeout", "86400")
        == .image(ImageOptions(imageID: id, outputPath: "o.png", timeout: 86_400)))
  }

  @Test(
    "--timeout takes only plain decimal numbers: no hexadecimal, exponent, sign, bare point or other digits",
    arguments: [
      "0x10", "1e2", "1E2", "+3", ".5", "5.", "1.2.3", "3 ", " 3", "1_000", "\u{0663}", "0x1p3",
    ])
  func timeoutNotPlainDecimal(text: String) {
    #expect(throws: UsageError.invalidTimeout(text, source: "--timeout")) {
      try parse("feed", "--timeout", text)
    }
  }

  @Test("--timeout takes a leading zero and a fraction of a second")
  func timeoutPlainDecimal() throws {
    #expect(try parse("feed", "--timeout", "0.5") == .feed(FeedOptions(timeout: 0.5)))
    #expect(try parse("feed", "--timeout", "010") == .feed(FeedOptions(timeout: 10)))
  }

  @Test("validate-cache takes a store")
  func validateCache() throws {
    #expect(
      try parse("validate-cache", "--store", "s.sqlite")
        == .validateCache(ValidateCacheOptions(storePath: "s.sqlite")))
  }

  @Test("--help, -h and help ask for the general usage")
  func generalHelp() throws {
    #expect(try parse("--help") == .help(nil))
    #expect(try parse("-h") == .help(nil))
    #expect(try parse("help") == .help(nil))
  }

  @Test("help COMMAND and COMMAND --help ask for that command's usage")
  func commandHelp() throws {
    #expect(try parse("help", "image") == .help(.image))
    #expect(try parse("comments", "--help") == .help(.comments))
    #expect(try parse("feed", "--bogus", "-h") == .help(.feed))
  }

  @Test("an argument after -- is positional even when it starts with a dash")
  func doubleDash() throws {
    #expect(throws: UsageError.invalidImageID("--json")) {
      try parse("comments", "--", "--json")
    }
  }

  @Test(
    "a bad command line is a usage error naming the problem",
    arguments: [
      ([], UsageError.missingCommand),
      (["fed"], .unknownCommand("fed")),
      (["--store", "x", "feed"], .optionBeforeCommand("--store")),
      (["feed", "--verbose"], .unknownOption("--verbose", command: .feed)),
      (["feed", "-v"], .unknownOption("-v", command: .feed)),
      (
        ["comments", UUID().uuidString, "--store", "x"],
        .unknownOption("--store", command: .comments)
      ),
      (["feed", "--store"], .missingValue(option: "--store")),
      (["feed", "--store", "--json"], .missingValue(option: "--store")),
      (["feed", "--store="], .missingValue(option: "--store")),
      (["feed", "--pages", "1", "--pages", "2"], .duplicateOption("--pages")),
      (["feed", "--json=yes"], .flagTakesNoValue("--json")),
      (["feed", "extra"], .unexpectedArgument("extra", command: .feed)),
      (["comments"], .missingArgument("IMAGE-ID", command: .comments)),
      (["image", "--output", "f"], .missingArgument("IMAGE-ID", command: .image)),
      (["comments", "not-a-uuid"], .invalidImageID("not-a-uuid")),
      (["feed", "--pages", "0"], .invalidPageCount("0")),
      (["feed", "--pages", "101"], .invalidPageCount("101")),
      (["feed", "--pages", "two"], .invalidPageCount("two")),
      (["feed", "--timeout", "0"], .invalidTimeout("0", source: "--timeout")),
      (["feed", "--timeout", "-1"], .invalidTimeout("-1", source: "--timeout")),
      (["feed", "--timeout", "soon"], .invalidTimeout("soon", source: "--timeout")),
      (["feed", "--timeout", "nan"], .invalidTimeout("nan", source: "--timeout")),
      (["feed", "--timeout", "inf"], .invalidTimeout("inf", source: "--timeout")),
      (["feed", "--timeout", "86401"], .invalidTimeout("86401", source: "--timeout")),
      (["image", "--timeout="], .missingValue(option: "--timeout")),
      (["validate-cache", "--timeout", "3"], .unknownOption("--timeout", command: .validateCache)),
      (
        ["feed", "--base-url", "ftp://example.com"],
        .invalidBaseURL("ftp://example.com", source: "--base-url")
      ),
      (["feed", "--base-url", "http://"], .invalidBaseURL("http://", source: "--base-url")),
      (["feed", "--base-url", "not a url"], .invalidBaseURL("not a url", source: "--base-url")),
      (["help", "fed"], .unknownCommand("fed")),
      (["help", "feed", "image"], .unexpectedArgument("image", command: .help)),
    ])
  func usageErrors(arguments: [String], expected: UsageError) {
    #expect(throws: expected) { try CommandLineParser().parse(arguments) }
  }

  @Test("image without --output is a usage error")
  func imageWithoutOutput() {
    #expect(throws: UsageError.missingOption("--output FILE", command: .image)) {
      try parse("image", UUID().uuidString)
    }
  }

  @Test("comments with two image ids is a usage error naming the second")
  func twoImageIDs() {
    #expect(throws: UsageError.unexpectedArgument("second", command: .comments)) {
      try parse("comments", UUID().uuidString, "second")
    }
  }

  @Test("every usage error has a one-line message")
  func messages() {
    let errors: [UsageError] = [
      .missingCommand, .unknownCommand("x"), .optionBeforeCommand("--x"),
      .unknownOption("--x", command: .feed), .missingValue(option: "--x"), .duplicateOption("--x"),
      .flagTakesNoValue("--x"), .missingArgument("X", command: .feed),
      .unexpectedArgument("x", command: .feed), .missingOption("--x", command: .image),
      .invalidImageID("x"), .invalidBaseURL("x", source: "--base-url"), .invalidPageCount("x"),
      .invalidTimeout("x", source: "--timeout"), .invalidNow("x"),
    ]

    for error in errors {
      #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error)")
    }
  }

  // MARK: - Helpers

  private func parse(_ arguments: String...) throws -> Command {
    try CommandLineParser().parse(arguments)
  }
}
