import Foundation

/// Renders a ``CommentsScreen`` as JSON for scripts, with stable keys:
///
/// ```json
/// {"comments":[{"created_at":"2026-11-23T09:55:00Z","id":"…","message":"What a view!",
///   "relative_date":"5 minutes ago","username":"ana"}],"title":"Comments"}
/// ```
enum CommentsJSONRenderer {
  static func render(_ screen: CommentsScreen) -> String {
    JSONOutput.encode(
      Document(
        title: screen.title,
        comments: screen.comments.map {
          Comment(
            id: $0.id.uuidString, message: $0.message, username: $0.username,
            createdAt: JSONOutput.timestamp($0.createdAt), relativeDate: $0.relativeDate)
        }))
  }

  private struct Document: Encodable {
    let title: String
    let comments: [Comment]
  }

  private struct Comment: Encodable {
    let id: String
    let message: String
    let username: String
    let createdAt: String
    let relativeDate: String

    enum CodingKeys: String, CodingKey {
      case id, message, username
      case createdAt = "created_at"
      case relativeDate = "relative_date"
    }
  }
}
