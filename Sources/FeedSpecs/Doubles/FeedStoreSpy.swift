import EssentialFeed
import Foundation

/// The scenario's cache: it forwards to a real store (in memory or SQLite), records every call in
/// order, and can be made to fail or to answer image-data reads slowly.
///
/// Steps that arrange or inspect the cache go to ``backing`` directly, so that neither the
/// faults nor the recording change what the system under test sees.
package actor FeedStoreSpy: FeedStore, FeedImageDataStore {
  /// The real store the calls are forwarded to.
  package nonisolated let backing: any FeedStore & FeedImageDataStore
  /// The calls the system made, in order.
  package private(set) var messages: [StoreMessage] = []
  private var faults: Set<StoreFault> = []
  private var isSlowToReadData = false
  private var slowReads: [CheckedContinuation<Void, Never>] = []

  /// Creates a spy forwarding to `backing`.
  package init(backing: any FeedStore & FeedImageDataStore) {
    self.backing = backing
  }

  /// Makes every call of the kind `fault` names throw from now on.
  package func inject(_ fault: StoreFault) {
    faults.insert(fault)
  }

  /// Makes image-data reads wait until ``releaseSlowReads()``.
  package func makeDataReadsSlow() {
    isSlowToReadData = true
  }

  /// Whether an image-data read is waiting right now.
  package var hasWaitingRead: Bool { !slowReads.isEmpty }

  /// Lets the waiting image-data reads answer.
  package func releaseSlowReads() {
    isSlowToReadData = false
    let waiting = slowReads
    slowReads = []
    for read in waiting { read.resume() }
  }

  package func deleteCachedFeed() async throws {
    messages.append(.deleteCachedFeed)
    try check(.delete)
    try await backing.deleteCachedFeed()
  }

  /// Records the look as ``StoreMessage/retrieve`` and a deletion as
  /// ``StoreMessage/deleteCachedFeed``. Under a read fault the cache is
  /// ``StoredCache/unreadable``; under a delete fault a deletion throws and deletes nothing.
  @discardableResult
  package func deleteCachedFeed(if shouldDelete: @Sendable (StoredCache) -> Bool) async throws
    -> Bool
  {
    messages.append(.retrieve)
    try check(.busy)
    let unreadable = faults.contains(.read)
    guard !faults.contains(.delete) else {
      let cache = unreadable ? .unreadable : try await backing.retrieve().map(StoredCache.feed)
      guard shouldDelete(cache ?? .empty) else { return false }
      messages.append(.deleteCachedFeed)
      throw StoreFailure(fault: .delete)
    }
    let deleted = try await backing.deleteCachedFeed { shouldDelete(unreadable ? .unreadable : $0) }
    if deleted { messages.append(.deleteCachedFeed) }
    return deleted
  }

  package func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    messages.append(.insert(feed, timestamp))
    try check(.write)
    try await backing.insert(feed, timestamp: timestamp)
  }

  package func retrieve() async throws -> CachedFeed? {
    messages.append(.retrieve)
    try check(.read)
    return try await backing.retrieve()
  }

  package func insert(_ data: Data, for url: URL) async throws {
    messages.append(.insertData(data, url))
    try check(.write)
    try await backing.insert(data, for: url)
  }

  package func retrieve(dataForURL url: URL) async throws -> Data? {
    messages.append(.retrieveData(url))
    if isSlowToReadData {
      await withCheckedContinuation { slowReads.append($0) }
    }
    try check(.read)
    return try await backing.retrieve(dataForURL: url)
  }

  private func check(_ fault: StoreFault) throws {
    if faults.contains(.busy) { throw StoreFailure(fault: .busy) }
    if faults.contains(fault) { throw StoreFailure(fault: fault) }
  }
}
