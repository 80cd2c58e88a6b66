import Foundation

/// What the "load more" row at the end of the feed shows.
public struct LoadMoreState: Sendable, Hashable {
  /// Whether another page can be loaded; `false` once an empty page arrived.
  public internal(set) var isAvailable: Bool = false
  /// Whether the next page is being loaded.
  public internal(set) var isLoading: Bool = false
  /// The error message of the last failed page load, if any.
  public internal(set) var errorMessage: String?
}
