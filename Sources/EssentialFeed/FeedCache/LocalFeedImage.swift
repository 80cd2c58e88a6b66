import Foundation

/// The cache's own representation of a feed image, kept apart from ``FeedImage`` so the stored
/// format can evolve independently of the model.
public struct LocalFeedImage: Sendable, Hashable, Codable {
  /// The image's identity.
  public let id: UUID
  /// The image's description, if any.
  public let description: String?
  /// The image's location, if any.
  public let location: String?
  /// Where the image's data can be downloaded.
  public let url: URL

  /// Creates a cached feed image.
  public init(id: UUID, description: String?, location: String?, url: URL) {
    self.id = id
    self.description = description
    self.location = location
    self.url = url
  }
}
