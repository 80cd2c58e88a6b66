import Foundation

/// What one feed image's view displays besides the image data.
public struct FeedImageViewModel: Sendable, Hashable {
  /// The image's description, if any.
  public let description: String?
  /// The image's location, if any.
  public let location: String?

  /// Whether the view shows a location.
  public var hasLocation: Bool { location != nil }

  /// Creates a feed image view model.
  public init(description: String?, location: String?) {
    self.description = description
    self.location = location
  }
}
