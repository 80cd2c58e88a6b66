import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

func httpResponse(status: Int, url: URL = anyURL()) -> HTTPURLResponse {
  HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)!
}
