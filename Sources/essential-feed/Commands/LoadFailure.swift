import EssentialFeed
import Foundation

/// Turns a failed load into the failure a customer reads: the presenters' error message
/// ("Couldn't connect to server") and the reason behind it.
enum LoadFailure {
  /// The failure of loading `resource` (such as "a valid feed") from `url`.
  static func failure(
    _ error: any Error, loading resource: String, from url: URL, context: CommandContext
  ) -> CommandFailure {
    CommandFailure(
      PresentationStrings.string(.loadError, locale: context.locale),
      reason: reason(error, loading: resource, from: url))
  }

  /// One line saying what went wrong underneath.
  static func reason(_ error: any Error, loading resource: String, from url: URL) -> String {
    switch error {
    case RemoteLoaderError.connectivity:
      return "no answer from \(url.absoluteString)"
    case RemoteLoaderError.invalidData:
      return "the answer from \(url.absoluteString) was not \(resource)"
    default:
      return "\(error)"
    }
  }
}
