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
