import EssentialApp
import EssentialFeed
import Foundation

/// Any URL, when its value does not matter to the test.
func anyURL() -> URL {
  URL(string: "https://any-url.com")!
}

/// Any data, when its value does not matter to the test.
func anyData() -> Data {
  Data("any data".utf8)
}

/// An error for stubs to deliver.
struct AnyError: Error, Equatable {}

/// Any error, when its value does not matter to the test.
func anyError() -> AnyError {
  AnyError()
}

/// A feed image with a unique id and URL.
func uniqueImage() -> FeedImage {
  FeedImage(
    id: UUID(), description: "a description", location: "a location",
    url: URL(string: "https://image-\(UUID().uuidString).com")!)
}

/// A feed of two unique images.
func uniqueFeed() -> [FeedImage] {
  [uniqueImage(), uniqueImage()]
}

/// The ``FeedUnavailableError`` that `load` fails with; throws when `load` delivers instead, or
/// fails with another error.
func feedUnavailableError<Value>(_ load: () async throws -> Value) async throws
  -> FeedUnavailableError
{
  do {
    let delivered = try await load()
    throw UnexpectedValue(description: "expected the load to fail, but it delivered \(delivered)")
  } catch let error as FeedUnavailableError {
    return error
  }
}

/// Thrown by a helper when the code under test delivered what it must not.
struct UnexpectedValue: Error, CustomStringConvertible {
  let description: String
}
