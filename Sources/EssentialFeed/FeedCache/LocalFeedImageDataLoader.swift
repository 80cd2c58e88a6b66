import Foundation

/// Loads and saves image data through a ``FeedImageDataStore``.
public struct LocalFeedImageDataLoader: Sendable {
  private let store: any FeedImageDataStore

  /// Creates a loader over `store`.
  public init(store: any FeedImageDataStore) {
    self.store = store
  }

  /// Why a load delivered no data.
  public enum LoadError: Error, Equatable, Sendable {
    /// The store could not be read.
    case failed
    /// The store holds no data for the URL.
    case notFound
  }

  /// Why a save failed.
  public enum SaveError: Error, Equatable, Sendable {
    /// The store could not be written.
    case failed
  }
}

extension LocalFeedImageDataLoader: FeedImageDataLoader {
  /// Returns the stored data for `url`; throws ``LoadError/notFound`` when there is none and
  /// ``LoadError/failed`` when the store fails. When the calling task is cancelled, throws
  /// `CancellationError` and delivers neither data nor a store error.
  public func loadImageData(from url: URL) async throws -> Data {
    let result: Result<Data?, any Error>
    do {
      result = .success(try await store.retrieve(dataForURL: url))
    } catch {
      result = .failure(error)
    }
    try Task.checkCancellation()
    guard let data = try result.mapError({ _ in LoadError.failed }).get() else {
      throw LoadError.notFound
    }
    return data
  }
}

extension LocalFeedImageDataLoader: FeedImageDataCache {
  /// Stores `data` for `url`; throws ``SaveError/failed`` when the store fails.
  public func save(_ data: Data, for url: URL) async throws {
    do {
      try await store.insert(data, for: url)
    } catch {
      throw SaveError.failed
    }
  }
}
