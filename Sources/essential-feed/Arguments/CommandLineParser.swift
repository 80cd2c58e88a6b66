import Foundation

/// Turns the arguments after the program name into a ``Command``, or a ``UsageError`` naming the
/// first thing that is wrong. Options come after the command, as `--name value` or `--name=value`;
/// `--` ends the options.
struct CommandLineParser: Sendable {
  /// The most pages `--pages` may ask for.
  static let maximumPages = 100
  /// The most seconds `--paging-seconds` may give.
  static let maximumPagingSeconds = 3_600
  /// The most bytes `--paging-bytes` may give: 1 GiB.
  static let maximumPagingBytes = 1 << 30

  /// Parses `arguments` (without the program name).
  func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { throw .missingCommand }
    if first == "-h" || first == "--help" { return .help(nil) }
    if first.hasPrefix("-") && first != "-" { throw .optionBeforeCommand(first) }
    guard let name = CommandName(rawValue: first) else { throw .unknownCommand(first) }

    let rest = Array(arguments.dropFirst())
    if name != .help && asksForHelp(rest) { return .help(name) }
    let scanned = try OptionScanner(for: name, spec: Self.spec(for: name)).scan(rest)

    switch name {
    case .help:
      return try help(scanned)
    case .feed:
      try scanned.expectPositionals(0)
      return .feed(
        FeedOptions(
          baseURL: try scanned.value("--base-url").map(Self.baseURL),
          storePath: scanned.value("--store"),
          pages: try scanned.value("--pages").map(Self.pageCount) ?? 1,
          json: scanned.has("--json"),
          budget: try Self.budget(scanned),
          timeout: try scanned.value("--timeout").map(Self.timeout)))
    case .comments:
      let imageID = try scanned.expectPositional("IMAGE-ID")
      return .comments(
        CommentsOptions(
          imageID: try Self.imageID(imageID),
          baseURL: try scanned.value("--base-url").map(Self.baseURL),
          json: scanned.has("--json"),
          timeout: try scanned.value("--timeout").map(Self.timeout)))
    case .image:
      let imageID = try scanned.expectPositional("IMAGE-ID")
      guard let output = scanned.value("--output") else {
        throw .missingOption("--output FILE", command: .image)
      }
      return .image(
        ImageOptions(
          imageID: try Self.imageID(imageID),
          outputPath: output,
          baseURL: try scanned.value("--base-url").map(Self.baseURL),
          storePath: scanned.value("--store"),
          pages: try scanned.value("--pages").map(Self.pageCount) ?? 1,
          budget: try Self.budget(scanned),
          timeout: try scanned.value("--timeout").map(Self.timeout)))
    case .validateCache:
      try scanned.expectPositionals(0)
      return .validateCache(ValidateCacheOptions(storePath: scanned.value("--store")))
    }
  }

  private func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
  }

  private func help(_ scanned: ScannedArguments) throws(UsageError) -> Command {
    switch scanned.positionals.count {
    case 0:
      return .help(nil)
    case 1:
      let topic = scanned.positionals[0]
      guard let name = CommandName(rawValue: topic) else { throw .unknownCommand(topic) }
      return .help(name)
    default:
      throw .unexpectedArgument(scanned.positionals[1], command: .help)
    }
  }

  private static func spec(for command: CommandName) -> OptionSpec {
    switch command {
    case .feed:
      OptionSpec(
        valued: [
          "--base-url", "--store", "--pages", "--paging-seconds", "--paging-bytes", "--timeout",
        ],
        flags: ["--json"])
    case .comments: OptionSpec(valued: ["--base-url", "--timeout"], flags: ["--json"])
    case .image:
      OptionSpec(
        valued: [
          "--base-url", "--store", "--output", "--pages", "--paging-seconds", "--paging-bytes",
          "--timeout",
        ],
        flags: [])
    case .validateCache: OptionSpec(valued: ["--store"], flags: [])
    case .help: OptionSpec(valued: [], flags: [])
    }
  }

  /// Reads an image id, a UUID in any letter case.
  static func imageID(_ text: String) throws(UsageError) -> UUID {
    guard let id = UUID(uuidString: text) else { throw .invalidImageID(text) }
    return id
  }

  /// Reads a base URL given with `--base-url`.
  static func baseURL(_ text: String) throws(UsageError) -> URL {
    try baseURL(text, source: "--base-url")
  }

  /// Reads a base URL: `http` or `https`, with a host.
  static func baseURL(_ text: String, source: String) throws(UsageError) -> URL {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty,
      let url = components.url
    else { throw .invalidBaseURL(text, source: source) }
    return url
  }

  /// The longest `--timeout` or `ESSENTIAL_FEED_TIMEOUT` may be: one day, in seconds.
  static let maximumTimeout: TimeInterval = 86_400

  /// Reads a timeout given with `--timeout`.
  static func timeout(_ text: String) throws(UsageError) -> TimeInterval {
    try timeout(text, source: "--timeout")
  }

  /// Reads a timeout in seconds: a plain decimal number (digits, optionally a point and more
  /// digits, such as `3` or `2.5`; no sign, exponent, hexadecimal or `inf`) greater than 0 and at
  /// most ``maximumTimeout``.
  static func timeout(_ text: String, source: String) throws(UsageError) -> TimeInterval {
    guard isPlainDecimal(text), let seconds = Double(text), seconds > 0, seconds <= maximumTimeout
    else {
      throw .invalidTimeout(text, source: source)
    }
    return seconds
  }

  /// Whether `text` is digits, optionally followed by a point and more digits.
  private static func isPlainDecimal(_ text: String) -> Bool {
    let parts = text.utf8.split(
      separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
  }

  /// The paging budget `--paging-seconds` and `--paging-bytes` give, defaults for those missing.
  private static func budget(_ scanned: ScannedArguments) throws(UsageError) -> PagingBudget {
    var budget = PagingBudget()
    if let text = scanned.value("--paging-seconds") {
      guard let seconds = Int(text), (1...maximumPagingSeconds).contains(seconds) else {
        throw .invalidPagingLimit(
          "--paging-seconds", text, maximum: maximumPagingSeconds)
      }
      budget.duration = .seconds(seconds)
    }
    if let text = scanned.value("--paging-bytes") {
      guard let bytes = Int(text), (1...maximumPagingBytes).contains(bytes) else {
        throw .invalidPagingLimit("--paging-bytes", text, maximum: maximumPagingBytes)
      }
      budget.bytes = bytes
    }
    return budget
  }

  private static func pageCount(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), (1...maximumPages).contains(count) else {
      throw .invalidPageCount(text)
    }
    return count
  }
}
