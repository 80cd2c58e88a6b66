import Foundation

/// The error message a view shows, or `nil` when there is none to show.
public struct ResourceErrorViewModel: Sendable, Hashable {
  /// The message, or `nil` to hide any message shown.
  public let message: String?

  /// Creates an error view model.
  public init(message: String?) {
    self.message = message
  }

  /// No error to show.
  public static let noError = ResourceErrorViewModel(message: nil)

  /// An error to show with `message`.
  public static func error(message: String) -> ResourceErrorViewModel {
    ResourceErrorViewModel(message: message)
  }
}
