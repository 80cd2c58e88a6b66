import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

/// Any `NSError`, when its value does not matter to the test.
func anyNSError() -> NSError {
  NSError(domain: "any error", code: 0)
}

/// An HTTP response with `status` for `url`.
func httpResponse(status: Int, url: URL = anyURL()) -> HTTPURLResponse {
  HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)!
}
