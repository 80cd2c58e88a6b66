import EssentialFeed
import Foundation

/// The server's JSON body for `images`, as the feed endpoint delivers it.
func feedPayload(_ images: [FeedImage]) -> Data {
  let items: [[String: String]] = images.map { image in
    var item = ["id": image.id.uuidString, "image": image.url.absoluteString]
    item["description"] = image.description
    item["location"] = image.location
    return item
  }
  return try! JSONSerialization.data(withJSONObject: ["items": items])
}

/// The server's JSON body for `comments`, as the comments endpoint delivers it.
func commentsPayload(_ comments: [ImageComment]) -> Data {
  let items: [[String: Any]] = comments.map { comment in
    [
      "id": comment.id.uuidString,
      "message": comment.message,
      "created_at": comment.createdAt.formatted(Date.ISO8601FormatStyle()),
      "author": ["username": comment.username],
    ]
  }
  return try! JSONSerialization.data(withJSONObject: ["items": items])
}
