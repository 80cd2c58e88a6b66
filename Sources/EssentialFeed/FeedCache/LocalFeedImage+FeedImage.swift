import Foundation

extension Array where Element == FeedImage {
  /// The images as the cache stores them.
  func toLocal() -> [LocalFeedImage] {
    map {
      LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url)
    }
  }
}

extension Array where Element == LocalFeedImage {
  /// The cached images as the product's model.
  func toModels() -> [FeedImage] {
    map { FeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
  }
}
