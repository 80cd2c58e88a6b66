import EssentialFeed
import Foundation

/// What a use case delivered to its caller.
enum SystemOutcome {
  /// Feed images.
  case images([FeedImage])
  /// Image data.
  case data(Data)
  /// Success, without a value.
  case success
  /// An error.
  case failure(any Error)
  /// Nothing at all: the load was cancelled.
  case nothing

  /// Runs `action` and keeps what it delivered; a cancelled action delivers nothing.
  static func of(_ action: () async throws -> SystemOutcome) async -> SystemOutcome {
    do {
      return try await action()
    } catch is CancellationError {
      return .nothing
    } catch {
      return .failure(error)
    }
  }

  /// The outcome in words, for failure messages.
  var summary: String {
    switch self {
    case .images(let images): "\(images.count) image(s) \(images.map(\.summary))"
    case .data(let data): "the image data \(quoted(String(decoding: data, as: UTF8.self)))"
    case .success: "a success message"
    case .failure(let error): "the error \(String(describing: error))"
    case .nothing: "nothing"
    }
  }
}

extension FeedImage {
  /// The image in words: its description and location.
  var summary: String {
    "\(description ?? "(no description)") / \(location ?? "(no location)")"
  }
}
