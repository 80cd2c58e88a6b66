import Foundation

/// Displays a loaded resource, once the presenter has mapped it to a view model.
@MainActor
public protocol ResourceView {
  /// What the view displays.
  associatedtype ResourceViewModel

  /// Displays `viewModel`.
  func display(_ viewModel: ResourceViewModel)
}
