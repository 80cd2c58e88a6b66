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

  /// The call in plain words, as a failure names it: `read the cache`, `saved 3 images`.
  package var plainWords: String {
    switch self {
    case .deleteCachedFeed: "deleted the cache"
    case .insert(let images, _):
      images.count == 1 ? "saved 1 image" : "saved \(images.count) images"
    case .retrieve: "read the cache"
    case .insertData(_, let url): "saved the data of the image \(url.absoluteString)"
    case .retrieveData(let url): "read the data of the image \(url.absoluteString)"
    }
  }

  /// What the system did with the cache, in plain words: `it read the cache, then saved 3
  /// images`, or `it never used the cache`.
  package static func plainWords(_ messages: [StoreMessage]) -> String {
    guard !messages.isEmpty else { return "it never used the cache" }
    return "it " + messages.map(\.plainWords).joined(separator: ", then ")
  }
}
