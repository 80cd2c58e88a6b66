import EssentialFeed
import Foundation

/// Turns a failed load into the failure a customer reads: a headline that says which kind of
/// failure it was (no answer: the presenters' "Couldn't connect to server"; an answer that is
/// not what was asked for: says so), and the reason behind it. URLs are shown without their
/// credentials.
enum LoadFailure {
  /// Which kind of failure a load error is: the one place that tells them apart.
  enum Kind: Equatable {
    /// The server could not be reached, or did not answer in time.
    case noAnswer
    /// The server answered, but not with what was asked for.
    case invalidAnswer
    /// Anything else.
    case other
  }

  /// The kind of `error`.
  static func kind(of error: any Error) -> Kind {
    switch error {
    case RemoteLoaderError.connectivity: .noAnswer
    case RemoteLoaderError.invalidData: .invalidAnswer
    default: .other
    }
  }

  /// The failure of loading `resource` (such as "a valid feed") from `url`; `clientFailure` is
  /// what the HTTP client itself reported, if anything.
  static func failure(
    _ error: any Error, loading resource: String, from url: URL, clientFailure: (any Error)?,
    context: CommandContext
  ) -> CommandFailure {
    CommandFailure(
      headline(error, loading: resource, locale: context.locale),
      reason: reason(error, loading: resource, from: url, clientFailure: clientFailure))
  }

  /// The first line: the presenters' message for no answer, or what was wrong with the answer.
  static func headline(_ error: any Error, loading resource: String, locale: Locale) -> String {
    kind(of: error) == .invalidAnswer
      ? "The server's answer was not \(resource)"
      : PresentationStrings.string(.loadError, locale: locale)
  }

  /// One line saying what went wrong underneath.
  static func reason(
    _ error: any Error, loading resource: String, from url: URL, clientFailure: (any Error)?
  ) -> String {
    let shown = DisplayURL.string(url)
    switch error {
    case RemoteLoaderError.connectivity:
      if case HTTPClientError.timedOut? = clientFailure {
        return "timed out waiting for an answer from \(shown)"
      }
      return "no answer from \(shown)"
    case RemoteLoaderError.invalidData:
      return "the answer from \(shown) was not \(resource)"
    default:
      return "\(error)"
    }
  }
}
