import EssentialFeed

/// The usage texts `essential-feed --help` and `essential-feed help COMMAND` print.
enum HelpText {
  /// The usage of the whole program, or of one command.
  static func text(for command: CommandName?) -> String {
    switch command {
    case nil, .help: general
    case .feed: feed
    case .comments: comments
    case .image: image
    case .validateCache: validateCache
    }
  }

  /// The one line that follows a usage error.
  static let hint = "Run 'essential-feed --help' for usage."

  /// The range and default of `--paging-seconds`.
  private static let pagingSeconds =
    "1 to \(CommandLineParser.maximumPagingSeconds), "
    + "default \(PagingBudget.defaultDuration.components.seconds)"

  /// The range and default of `--paging-bytes`.
  private static let pagingBytes =
    "1 to \(CommandLineParser.maximumPagingBytes) (1 GiB), "
    + "default \(PagingBudget.defaultBytes) (16 MiB)"

  /// The range and default of `--timeout`.
  private static let timeout =
    "greater than 0, at most \(Int(CommandLineParser.maximumTimeout)), "
    + "default \(Int(HTTPClientDefaults.timeout))"

  private static let general = """
    Usage: essential-feed COMMAND [OPTIONS]

    Shows the Essential Feed: remote first, the cached feed when offline.

    Commands:
      feed                      show the feed (and cache it)
      comments IMAGE-ID         show the comments on an image
      image IMAGE-ID --output FILE
                                save an image's data to FILE (cached data first)
      validate-cache            delete the cached feed if it is expired or unreadable
      help [COMMAND]            show this help, or a command's help

    Options (where a command takes them):
      --base-url URL            the API's base URL
      --store PATH              the cache database file
      --pages N                 feed: load N pages of 10 images; image: look through N pages
                                (default 1, at most \(CommandLineParser.maximumPages))
      --paging-seconds S        feed, image: ask for no further page after S seconds
                                (\(pagingSeconds))
      --paging-bytes B          feed, image: ask for no further page once the server has sent
                                B bytes (\(pagingBytes))
      --json                    feed, comments: print JSON for scripts
      --output FILE             image: where to write the image data (a regular file, or - for
                                standard output)
      --timeout SECONDS         feed, comments, image: the longest one request may take, such
                                as 10 or 2.5 (\(timeout))
      -h, --help                show help

    Environment:
      ESSENTIAL_FEED_BASE_URL   base URL when --base-url is not given
                                (default \(BaseURLResolver.defaultBaseURL.absoluteString))
      XDG_CACHE_HOME            the store is $XDG_CACHE_HOME/essential-feed/feed.sqlite
                                (default ~/.cache/essential-feed/feed.sqlite)
      ESSENTIAL_FEED_TIMEOUT    seconds a request may take when --timeout is not given
      ESSENTIAL_FEED_NOW        for tests: the current time, ISO 8601 (2026-11-23T10:00:00Z)

    Exit status: 0 success, 1 nothing usable to show or a failure, 2 a usage error.
    """

  private static let feed = """
    Usage: essential-feed feed [--base-url URL] [--store PATH] [--pages N] [--paging-seconds S]
                               [--paging-bytes B] [--json] [--timeout SECONDS]

    Loads the feed from the server and replaces the cache with it. Without a connection, shows
    the cached feed if it is less than 7 days old, and says how old it is. Otherwise prints the
    error message and exits with status 1.
    """

  private static let comments = """
    Usage: essential-feed comments IMAGE-ID [--base-url URL] [--json] [--timeout SECONDS]

    Loads the comments on an image from the server (they are not cached).
    """

  private static let image = """
    Usage: essential-feed image IMAGE-ID --output FILE [--base-url URL] [--store PATH]
                                [--pages N] [--paging-seconds S] [--paging-bytes B]
                                [--timeout SECONDS]

    Finds the image in the server's feed (its first N pages, 1 by default), or in the cached
    feed offline, then writes its data to FILE (- for standard output): the cached data if there
    is some, otherwise the server's, which is then cached. FILE must be a regular file or a new
    name; a folder, device or named pipe is refused.
    """

  private static let validateCache = """
    Usage: essential-feed validate-cache [--store PATH]

    Deletes the cached feed if it is 7 days old or more, or if it can never be read (a damaged
    cache). The check and the deletion are one step: a feed another run saves meanwhile is kept.
    A store that is busy or cannot be read for now is left alone (exit 1).
    """
}
