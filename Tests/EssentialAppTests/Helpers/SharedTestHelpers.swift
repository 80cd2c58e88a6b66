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
