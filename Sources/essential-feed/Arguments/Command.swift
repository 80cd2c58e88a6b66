import Foundation

/// What one run of `essential-feed` was asked to do, with the options its command line gave.
enum Command: Equatable, Sendable {
  /// Print the general usage, or the usage of one command.
  case help(CommandName?)
  /// Show the customer's feed: remote first, the cached feed when offline.
  case feed(FeedOptions)
  /// Show the comments of one image.
  case comments(CommentsOptions)
  /// Save the data of one image to a file: cached data first, the server otherwise.
  case image(ImageOptions)
  /// Delete the cached feed when it is expired or unreadable.
  case validateCache(ValidateCacheOptions)
}

/// The names of the commands, as typed on the command line.
enum CommandName: String, CaseIterable, Sendable {
  case feed
  case comments
  case image
  case validateCache = "validate-cache"
  case help
}

/// Options of `essential-feed feed`.
struct FeedOptions: Equatable, Sendable {
  var baseURL: URL?
  var storePath: String?
  var pages = 1
  var json = false
  /// The time and bytes paging may take (`--paging-seconds`, `--paging-bytes`).
  var budget = PagingBudget()
  /// `--timeout SECONDS`, the longest one request may take.
  var timeout: TimeInterval?
}

/// Options of `essential-feed comments IMAGE-ID`.
struct CommentsOptions: Equatable, Sendable {
  var imageID: UUID
  var baseURL: URL?
  var json = false
  /// `--timeout SECONDS`, the longest one request may take.
  var timeout: TimeInterval?
}

/// Options of `essential-feed image IMAGE-ID --output FILE`.
struct ImageOptions: Equatable, Sendable {
  var imageID: UUID
  var outputPath: String
  var baseURL: URL?
  var storePath: String?
  /// How many pages of the feed to look through for the image (`--pages`; the first by default).
  var pages = 1
  /// The time and bytes paging may take (`--paging-seconds`, `--paging-bytes`).
  var budget = PagingBudget()
  /// `--timeout SECONDS`, the longest one request may take.
  var timeout: TimeInterval?
}

/// Options of `essential-feed validate-cache`.
struct ValidateCacheOptions: Equatable, Sendable {
  var storePath: String?
}
