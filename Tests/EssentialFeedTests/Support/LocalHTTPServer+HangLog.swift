import EssentialFeed
import EssentialFeedURLSession
import Foundation

/// What the server saw of one `/hang?id=` request.
struct HangLog: Decodable {
  /// The request reached the server.
  let received: Bool
  /// The client dropped the connection.
  let closed: Bool
}

extension LocalHTTPServer {
  /// What the server saw of the `/hang?id=` request `id`.
  func hangLog(_ id: String) async throws -> HangLog {
    let (data, _) = try await URLSessionHTTPClient(timeout: 10).get(from: url("/log?id=\(id)"))
    return try JSONDecoder().decode(HangLog.self, from: data)
  }
}
