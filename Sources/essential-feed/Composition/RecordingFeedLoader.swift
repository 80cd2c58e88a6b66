import EssentialApp
import EssentialFeed

/// A ``FeedLoader`` decorator that records the decoratee's failure, then rethrows it.
struct RecordingFeedLoader: FeedLoader {
  let decoratee: any FeedLoader
  let recorder: FailureRecorder

  func load() async throws -> [FeedImage] {
    do {
      return try await decoratee.load()
    } catch {
      await recorder.record(error)
      throw error
    }
  }
}
