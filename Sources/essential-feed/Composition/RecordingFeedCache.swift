import EssentialFeed
import Foundation

/// A ``FeedCache`` decorator that records a failed save, then rethrows it: the app's caching
/// decorators ignore save errors, and the command line reports them.
struct RecordingFeedCache: FeedCache {
  let decoratee: any FeedCache
  let recorder: FailureRecorder

  func save(_ feed: [FeedImage]) async throws {
    try await recording { try await decoratee.save(feed) }
  }

  func append(_ images: [FeedImage], after earlier: [FeedImage], session: UUID) async throws {
    try await recording { try await decoratee.append(images, after: earlier, session: session) }
  }

  private func recording(_ write: () async throws -> Void) async throws {
    do {
      try await write()
    } catch {
      await recorder.record(error)
      throw error
    }
  }
}
