import Foundation

/// Turns an image-comments response into comments.
///
/// Accepts any 2xx status with a body
/// `{"items": [{"id", "message", "created_at", "author": {"username"}}]}`, where `created_at` is an
/// ISO 8601 date-time with a UTC offset written either `+0000` or `+00:00` (or `Z`). Any missing
/// field, non-UUID `id` or unreadable date rejects the whole response.
public enum ImageCommentsMapper {
  /// Why a response was rejected.
  public enum Error: Swift.Error, Equatable, Sendable {
    /// The status was outside 200...299, or the body broke the payload contract.
    case invalidData
  }

  private struct Item: Decodable {
    let id: UUID
    let message: String
    let createdAt: String
    let author: Author

    enum CodingKeys: String, CodingKey {
      case id, message, author
      case createdAt = "created_at"
    }
  }

  private struct Author: Decodable {
    let username: String
  }

  /// Returns the comments of a valid response, in payload order.
  public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
    guard response.isSuccessful, let items = ItemsPayload<Item>.items(in: data) else {
      throw Error.invalidData
    }
    let dateStyle = Date.ISO8601FormatStyle()
    return try items.map { item in
      guard let createdAt = try? dateStyle.parse(item.createdAt) else {
        throw Error.invalidData
      }
      return ImageComment(
        id: item.id, message: item.message, createdAt: createdAt, username: item.author.username)
    }
  }
}
