import EssentialFeed
import Foundation

/// One call the system made to the cache, as ``FeedStoreSpy`` records it.
package enum StoreMessage: Sendable, Hashable {
  /// The feed was deleted.
  case deleteCachedFeed
  /// A feed was inserted with a timestamp.
  case insert([LocalFeedImage], Date)
  /// The feed was read.
  case retrieve
  /// Image data was inserted for a URL.
  case insertData(Data, URL)
  /// Image data was read for a URL.
  case retrieveData(URL)

  /// Whether the message changes what the cache holds.
  package var changesCache: Bool {
    switch self {
    case .deleteCachedFeed, .insert, .insertData: true
    case .retrieve, .retrieveData: false
    }
  }
}
