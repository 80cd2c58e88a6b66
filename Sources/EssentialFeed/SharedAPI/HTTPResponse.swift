/// What an ``HTTPClient`` tells of a response besides its body: the status code, which is all the
/// mappers judge a response by.
///
/// A value of this module, so that the core and what composes it never need `HTTPURLResponse`
/// (on Linux, FoundationNetworking, which loads libcurl and its libraries when a process starts).
public struct HTTPResponse: Equatable, Sendable {
  /// The HTTP status code, such as 200 or 404.
  public let statusCode: Int

  /// Creates a response with status `statusCode`.
  public init(statusCode: Int) {
    self.statusCode = statusCode
  }

  /// Whether the status is exactly 200 OK.
  var isOK: Bool { statusCode == 200 }

  /// Whether the status is in the 2xx success range (200...299).
  var isSuccessful: Bool { (200...299).contains(statusCode) }
}
