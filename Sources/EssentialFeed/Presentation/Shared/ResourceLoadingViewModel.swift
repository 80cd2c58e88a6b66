import Foundation

/// Whether a resource is being loaded.
public struct ResourceLoadingViewModel: Sendable, Hashable {
  /// `true` while the load is under way.
  public let isLoading: Bool

  /// Creates a loading view model.
  public init(isLoading: Bool) {
    self.isLoading = isLoading
  }
}
