import EssentialFeed
import Foundation

func uniqueImage() -> FeedImage {
  FeedImage(id: UUID(), description: "any", location: "any", url: anyURL())
}
