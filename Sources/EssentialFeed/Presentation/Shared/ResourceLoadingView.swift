import Foundation

/// Shows or hides a loading indicator.
@MainActor
public protocol ResourceLoadingView {
  /// Displays whether a load is under way.
  func display(_ viewModel: ResourceLoadingViewModel)
}
