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
      waiters.forEach { $0.resume() }
      waiters.removeAll()
    }
  }

  /// Completes the oldest pending load with `result`, waiting for one to be requested.
  func completeNext(with result: Result<Data, any Error>) async {
    while pending.isEmpty {
      await withCheckedContinuation { waiters.append($0) }
    }
    pending.removeFirst().continuation.resume(with: result)
  }
}
