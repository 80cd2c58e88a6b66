/// How much paging may cost beyond the page count: the total time spent and the total bytes the
/// server sent, whichever is reached first. Both are checked before each further page, so a page
/// under way finishes (each request has its own timeout and the loaders' body caps).
struct PagingBudget: Equatable, Sendable {
  /// The default total time: 60 seconds.
  static let defaultDuration: Duration = .seconds(60)
  /// The default total of bytes received: 16 MiB.
  static let defaultBytes = 16 * 1024 * 1024

  /// The time after which no further page is asked for.
  var duration: Duration = defaultDuration
  /// The bytes received after which no further page is asked for.
  var bytes: Int = defaultBytes

  /// Why paging stops after `pages` pages, `elapsed` time and `received` bytes, or `nil` to go on.
  func stop(pages: Int, elapsed: Duration, received: Int) -> String? {
    if received >= bytes {
      return "stopped after \(pages) pages: the server sent \(received) bytes, "
        + "the limit is \(bytes) (--paging-bytes)"
    }
    if elapsed >= duration {
      return "stopped after \(pages) pages: paging took longer than "
        + "\(duration.components.seconds) s (--paging-seconds)"
    }
    return nil
  }
}
