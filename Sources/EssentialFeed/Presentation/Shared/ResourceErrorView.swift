import Foundation

/// Shows or hides an error message.
@MainActor
public protocol ResourceErrorView {
  /// Displays `viewModel`'s message, or hides the message when it is `nil`.
  func display(_ viewModel: ResourceErrorViewModel)
}
