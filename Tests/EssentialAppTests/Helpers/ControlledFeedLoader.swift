import EssentialFeed
import Foundation

@testable import EssentialApp

/// A first-page feed loader whose loads stay pending until the test completes them, so a test can
/// observe the app while a load is under way.
actor ControlledFeedLoader {
  private var pending: [CheckedContinuation<Paginated<FeedImage>, any Error>] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var requestCount = 0

  func load() async throws -> Paginated<FeedImage> {
    requestCount += 1
    return try await withCheckedThrowingContinuation { continuation in
      pending.append(continuation)
      for waiter in waiters { waiter.resume() }
      waiters.removeAll()
    }
  }

  /// Waits until a load has been requested and is pending.
  func waitForPendingLoad() async {
    while pending.isEmpty {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Completes the oldest pending load with `result`, waiting for one to be requested.
  func completeNext(with result: Result<Paginated<FeedImage>, any Error>) async {
    await waitForPendingLoad()
    pending.removeFirst().resume(with: result)
  }
}
