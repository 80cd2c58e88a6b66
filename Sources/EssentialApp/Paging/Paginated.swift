import Foundation

/// A page of items, with everything loaded so far, and a way to load the next page.
public struct Paginated<Item: Sendable>: Sendable {
  /// Loads the next page; its result holds every item so far.
  public typealias LoadMore = @Sendable () async throws -> Paginated<Item>

  /// Every item loaded so far, in order.
  public let items: [Item]
  /// Loads the next page, or `nil` when the last page has been reached.
  public let loadMore: LoadMore?
  /// How many leading items are exactly those of the page this one follows (0 when not known),
  /// so the app can show a page at the cost of its new items alone.
  var continuedItemCount = 0
  /// Why this page's items could not be saved to the cache, when the loader caches its pages and
  /// saving them failed; `nil` otherwise.
  public internal(set) var cacheError: (any Error)?

  /// Creates a page.
  public init(items: [Item], loadMore: LoadMore? = nil) {
    self.items = items
    self.loadMore = loadMore
  }
}
