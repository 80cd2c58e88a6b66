import Foundation

/// One image of the customer's feed.
public struct FeedImage: Sendable, Hashable {
  /// The image's identity on the server.
  public let id: UUID
  /// What the author wrote about the image, if anything.
  public let description: String?
  /// Where the image was taken, if known.
  public let location: String?
  /// Where the image's data can be downloaded.
  public let url: URL

  /// Creates a feed image.
  public init(id: UUID, description: String?, location: String?, url: URL) {
    self.id = id
    self.description = description
    self.location = location
    self.url = url
  }
}
