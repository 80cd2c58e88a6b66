import EssentialFeed
import EssentialFeedCurl
import EssentialFeedURLSession
import Foundation
import Testing

/// The package's HTTP clients, each made with the limits a test gives.
enum HTTPClientKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case urlSession
  case curl

  var testDescription: String {
    switch self {
    case .urlSession: "URLSessionHTTPClient"
    case .curl: "CurlHTTPClient"
    }
  }

  func make(timeout: TimeInterval = 10, maximumBodySize: Int = 4 * 1024 * 1024) -> any HTTPClient {
    switch self {
    case .urlSession: URLSessionHTTPClient(timeout: timeout, maximumBodySize: maximumBodySize)
    case .curl: CurlHTTPClient(timeout: timeout, maximumBodySize: maximumBodySize)
    }
  }
}
