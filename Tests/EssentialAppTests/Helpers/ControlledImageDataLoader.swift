import EssentialFeed
import Foundation

/// A ``FeedImageDataLoader`` whose loads stay pending until the test completes them, so a test can
/// cancel a load before its data arrives. Completing waits for the load to be requested.
actor ControlledImageDataLoader: FeedImageDataLoader {
  private var pending: [(url: URL, continuation: CheckedContinuation<Data, any Error>)] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var loadedURLs: [URL] = []

  func loadImageData(from url: URL) async throws -> Data {
    loadedURLs.append(url)
    return try await withCheckedThrowingContinuation { continuation in
      pending.append((url, continuation))
      for waiter in waiters { waiter.resume() }
      waiters.removeAll()
    }
  }

  /// Completes the oldest pending load with `result`, waiting for one to be requested.
  func completeNext(with result: Result<Data, any Error>) async {
    await complete(at: 0, with: result)
  }

  /// Completes the pending load at `index` (in request order) with `result`, waiting until that
  /// many loads are pending.
  func complete(at index: Int, with result: Result<Data, any Error>) async {
    await waitForPendingLoads(index + 1)
    pending.remove(at: index).continuation.resume(with: result)
  }

  /// Waits until `count` loads are pending.
  func waitForPendingLoads(_ count: Int) async {
    while pending.count < count {
      await withCheckedContinuation { waiters.append($0) }
    }
  }
}
