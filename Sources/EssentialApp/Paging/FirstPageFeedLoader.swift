import EssentialFeed
import Foundation

/// Adapts a ``FeedPageLoader`` to a ``FeedLoader`` that loads the first page.
struct FirstPageFeedLoader: FeedLoader {
  private let pages: any FeedPageLoader

  /// Creates a loader of the first page of `pages`.
  init(pages: any FeedPageLoader) {
    self.pages = pages
  }

  /// Loads the first page.
  func load() async throws -> [FeedImage] {
    try await pages.loadPage(after: nil)
  }
}
