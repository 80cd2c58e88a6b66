import Foundation

/// Validates an image-data response: status exactly 200 and a non-empty body.
enum FeedImageDataMapper {
  /// Why a response was rejected.
  enum Error: Swift.Error, Equatable, Sendable {
    /// The status was not 200 or the body was empty.
    case invalidData
  }

  /// Returns the body of a valid image-data response.
  static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
    guard response.isOK, !data.isEmpty else { throw Error.invalidData }
    return data
  }
}
