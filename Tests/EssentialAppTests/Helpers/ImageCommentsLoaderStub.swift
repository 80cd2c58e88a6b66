import EssentialFeed
import Foundation

@testable import EssentialApp

/// An ``ImageCommentsLoader`` that delivers a fixed result for any image.
struct ImageCommentsLoaderStub: ImageCommentsLoader {
  let result: Result<[ImageComment], any Error>

  func loadComments(for image: FeedImage) async throws -> [ImageComment] {
    try result.get()
  }
}
