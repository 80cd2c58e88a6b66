import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

func anyURL() -> URL {
  URL(string: "https://any-url.com")!
}

func anyData() -> Data {
  Data("any data".utf8)
}

func anyNSError() -> NSError {
  NSError(domain: "any error", code: 0)
}

func httpResponse(status: Int, url: URL = anyURL()) -> HTTPURLResponse {
  HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)!
}
