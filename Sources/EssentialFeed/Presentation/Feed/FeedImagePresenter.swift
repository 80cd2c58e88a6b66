import Foundation

/// Presents one feed image: its description and location.
public enum FeedImagePresenter {
  /// Maps `image` to what its view displays.
  public static func map(_ image: FeedImage) -> FeedImageViewModel {
    FeedImageViewModel(description: image.description, location: image.location)
  }
}
