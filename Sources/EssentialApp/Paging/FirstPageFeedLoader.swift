import EssentialFeed
import Foundation

/// Adapts a ``FeedPageLoader`` to a ``FeedLoader`` that loads the first page.
public struct FirstPageFeedLoader: FeedLoader {
  private let pages: any FeedPageLoader

  /// Creates a loader of the first page of `pages`.
  public init(pages: any FeedPageLoader) {
    self.pages = pages
  }

  /// Loads the first page.
  public func load() async throws -> [FeedImage] {
    try await pages.loadPage(after: nil)
  }
}
