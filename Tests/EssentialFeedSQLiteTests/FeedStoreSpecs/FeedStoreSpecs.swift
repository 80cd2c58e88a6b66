import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// The store specifications every ``FeedStore`` and ``FeedImageDataStore`` must meet, run against
/// each implementation. A new store is done when it passes them all.
@Suite("Feed store specs")
struct FeedStoreSpecs {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  // MARK: - Retrieve

  @Test("retrieve delivers empty on empty cache", arguments: StoreKind.allCases)
  func retrieveDeliversEmptyOnEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    #expect(try await sut.retrieve() == nil)
  }

  @Test("retrieve has no side effects on empty cache", arguments: StoreKind.allCases)
  func retrieveHasNoSideEffectsOnEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    _ = try await sut.retrieve()

    #expect(try await sut.retrieve() == nil)
  }

  @Test("retrieve delivers found values on non-empty cache", arguments: StoreKind.allCases)
  func retrieveDeliversFoundValuesOnNonEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  @Test("retrieve has no side effects on non-empty cache", arguments: StoreKind.allCases)
  func retrieveHasNoSideEffectsOnNonEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let feed = uniqueLocalFeed()
    try await sut.insert(feed, timestamp: anyTimestamp)

    _ = try await sut.retrieve()

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  @Test(
    "retrieve delivers an inserted empty feed with its timestamp", arguments: StoreKind.allCases)
  func retrieveDeliversInsertedEmptyFeed(kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    try await sut.insert([], timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: [], timestamp: anyTimestamp))
  }

  @Test(
    "text round-trips byte for byte, an embedded NUL and an empty string included",
    arguments: StoreKind.allCases)
  func textRoundTripsByteForByte(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let feed = [
      uniqueLocalImage(description: "before;-- \u{0} nul", location: "\u{0}"),
      uniqueLocalImage(description: "", location: "tab\tand \u{1B}[2J escape"),
    ]

    try await sut.insert(feed, timestamp: anyTimestamp)

    let retrieved = try #require(try await sut.retrieve())
    #expect(
      retrieved.feed.map { $0.description.map { Array($0.utf8) } }
        == feed.map { $0.description.map { Array($0.utf8) } })
    #expect(
      retrieved.feed.map { $0.location.map { Array($0.utf8) } }
        == feed.map { $0.location.map { Array($0.utf8) } })
  }

  // MARK: - Append

  @Test(
    "append continuing its session adds images after the cached ones and stamps the cache with its timestamp",
    arguments: StoreKind.allCases)
  func appendAddsAfterCachedImages(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let (first, second, third) = (uniqueLocalFeed(), uniqueLocalFeed(), uniqueLocalFeed())
    let later = anyTimestamp.addingTimeInterval(60)
    let session = UUID()
    try await sut.insert(first, timestamp: anyTimestamp)

    try await sut.appendToCachedFeed(
      second, session: session, timestamp: anyTimestamp, wholeFeed: { first + second })
    try await sut.appendToCachedFeed(
      third, session: session, timestamp: later, wholeFeed: { unexpectedWholeFeed() })

    #expect(try await sut.retrieve() == CachedFeed(feed: first + second + third, timestamp: later))
  }

  @Test(
    "append of a session that has not written the cache replaces it with the whole feed so far",
    arguments: StoreKind.allCases)
  func appendOfNewSessionReplaces(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let (stale, first, second) = (uniqueLocalFeed(), uniqueLocalFeed(), uniqueLocalFeed())
    try await sut.insert(stale, timestamp: anyTimestamp)

    try await sut.appendToCachedFeed(
      second, session: UUID(), timestamp: anyTimestamp, wholeFeed: { first + second })

    #expect(try await sut.retrieve() == CachedFeed(feed: first + second, timestamp: anyTimestamp))
  }

  @Test(
    "two sessions appending in turn each leave their own whole feed, never a mix",
    arguments: StoreKind.allCases)
  func interleavedSessionsNeverMix(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let pages = (0..<3).map { _ in uniqueLocalFeed() }
    let (a, b) = (UUID(), UUID())
    try await sut.insert(pages[0], timestamp: anyTimestamp)

    for count in 2...3 {
      let page = pages[count - 1]
      let whole = Array(pages.prefix(count).joined())
      try await sut.appendToCachedFeed(
        page, session: a, timestamp: anyTimestamp, wholeFeed: { whole })
      try await sut.appendToCachedFeed(
        page, session: b, timestamp: anyTimestamp, wholeFeed: { whole })
    }

    let cached = try #require(try await sut.retrieve()).feed
    #expect(cached == Array(pages.joined()))
    #expect(Set(cached.map(\.id)).count == cached.count)
  }

  @Test(
    "append after a plain save (which may have failed) replaces the cache with the whole feed so far",
    arguments: StoreKind.allCases)
  func appendAfterPlainSaveReplaces(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let session = UUID()
    let (mine, other, next) = (uniqueLocalFeed(), uniqueLocalFeed(), uniqueLocalFeed())
    try await sut.appendToCachedFeed(
      mine, session: session, timestamp: anyTimestamp, wholeFeed: { mine })
    try await sut.replaceCachedFeed(with: other, timestamp: anyTimestamp)

    try await sut.appendToCachedFeed(
      next, session: session, timestamp: anyTimestamp, wholeFeed: { mine + next })

    #expect(try await sut.retrieve() == CachedFeed(feed: mine + next, timestamp: anyTimestamp))
  }

  @Test("append keeps the image data of images the feed still holds", arguments: StoreKind.allCases)
  func appendKeepsImageData(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let feed = [uniqueLocalImage()]
    let (session, next) = (UUID(), [uniqueLocalImage()])
    try await sut.insert(feed, timestamp: anyTimestamp)
    try await sut.insert(anyData(), for: feed[0].url)

    try await sut.appendToCachedFeed(
      next, session: session, timestamp: anyTimestamp, wholeFeed: { feed + next })
    try await sut.appendToCachedFeed(
      [uniqueLocalImage()], session: session, timestamp: anyTimestamp,
      wholeFeed: { unexpectedWholeFeed() })

    #expect(try await sut.retrieve(dataForURL: feed[0].url) == anyData())
  }

  @Test("a feed replaced after an append holds only the new feed", arguments: StoreKind.allCases)
  func replaceAfterAppend(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let replacement = uniqueLocalFeed()
    let session = UUID()
    let first = uniqueLocalFeed()
    try await sut.appendToCachedFeed(
      first, session: session, timestamp: anyTimestamp, wholeFeed: { first })

    try await sut.replaceCachedFeed(with: replacement, timestamp: anyTimestamp)
    try await sut.appendToCachedFeed(
      [], session: session, timestamp: anyTimestamp, wholeFeed: { replacement })

    #expect(try await sut.retrieve() == CachedFeed(feed: replacement, timestamp: anyTimestamp))
  }

  // MARK: - Insert

  @Test("insert delivers no error on empty cache", arguments: StoreKind.allCases)
  func insertDeliversNoErrorOnEmptyCache(kind: StoreKind) async {
    let sut = makeSUT(kind)

    await #expect(throws: Never.self) {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    }
  }

  @Test("insert delivers no error on non-empty cache", arguments: StoreKind.allCases)
  func insertDeliversNoErrorOnNonEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)

    await #expect(throws: Never.self) {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    }
  }

  @Test("insert overrides previously inserted cache values", arguments: StoreKind.allCases)
  func insertOverridesPreviouslyInsertedCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    let latestFeed = uniqueLocalFeed()
    let latestTimestamp = anyTimestamp + 60

    try await sut.insert(latestFeed, timestamp: latestTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: latestFeed, timestamp: latestTimestamp))
  }

  @Test(
    "replacing the cache holds only the new feed and its timestamp", arguments: StoreKind.allCases)
  func replaceHoldsOnlyNewFeed(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    let latestFeed = uniqueLocalFeed()
    let latestTimestamp = anyTimestamp + 60

    try await sut.replaceCachedFeed(with: latestFeed, timestamp: latestTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: latestFeed, timestamp: latestTimestamp))
  }

  // MARK: - Delete

  @Test("delete delivers no error on empty cache", arguments: StoreKind.allCases)
  func deleteDeliversNoErrorOnEmptyCache(kind: StoreKind) async {
    let sut = makeSUT(kind)

    await #expect(throws: Never.self) { try await sut.deleteCachedFeed() }
  }

  @Test("delete has no side effects on empty cache", arguments: StoreKind.allCases)
  func deleteHasNoSideEffectsOnEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
  }

  @Test("delete delivers no error on non-empty cache", arguments: StoreKind.allCases)
  func deleteDeliversNoErrorOnNonEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)

    await #expect(throws: Never.self) { try await sut.deleteCachedFeed() }
  }

  @Test("delete empties previously inserted cache", arguments: StoreKind.allCases)
  func deleteEmptiesPreviouslyInsertedCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
  }

  // MARK: - Delete if

  @Test(
    "delete-if shows an empty cache as empty and deletes nothing", arguments: StoreKind.allCases)
  func deleteIfOnEmptyCache(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let seen = SeenCaches()

    let deleted = try await sut.deleteCachedFeed { seen.record($0) }

    #expect(seen.caches == [.empty])
    #expect(deleted == false)
  }

  @Test(
    "delete-if shows the cached feed and deletes it when told to", arguments: StoreKind.allCases)
  func deleteIfDeletesWhenTold(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let cached = CachedFeed(feed: uniqueLocalFeed(), timestamp: anyTimestamp)
    try await sut.insert(cached.feed, timestamp: cached.timestamp)
    let seen = SeenCaches(answer: true)

    let deleted = try await sut.deleteCachedFeed { seen.record($0) }

    #expect(seen.caches == [.feed(cached)])
    #expect(deleted)
    #expect(try await sut.retrieve() == nil)
  }

  @Test("delete-if keeps the cached feed when told not to", arguments: StoreKind.allCases)
  func deleteIfKeepsWhenToldNot(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let cached = CachedFeed(feed: uniqueLocalFeed(), timestamp: anyTimestamp)
    try await sut.insert(cached.feed, timestamp: cached.timestamp)

    let deleted = try await sut.deleteCachedFeed { _ in false }

    #expect(deleted == false)
    #expect(try await sut.retrieve() == cached)
  }

  // MARK: - Image data

  @Test("image data retrieval delivers not found when empty", arguments: StoreKind.allCases)
  func imageDataRetrievalDeliversNotFoundWhenEmpty(kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    #expect(try await sut.retrieve(dataForURL: anyURL()) == nil)
  }

  @Test(
    "image data retrieval delivers not found for another URL", arguments: StoreKind.allCases)
  func imageDataRetrievalDeliversNotFoundForAnotherURL(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(anyData(), for: URL(string: "https://a-url.com")!)

    #expect(try await sut.retrieve(dataForURL: URL(string: "https://another-url.com")!) == nil)
  }

  @Test("image data retrieval delivers the stored data", arguments: StoreKind.allCases)
  func imageDataRetrievalDeliversStoredData(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let data = Data((0..<1_024).map { UInt8($0 % 256) })
    try await sut.insert(data, for: anyURL())

    #expect(try await sut.retrieve(dataForURL: anyURL()) == data)
  }

  @Test("image data retrieval delivers stored empty data", arguments: StoreKind.allCases)
  func imageDataRetrievalDeliversStoredEmptyData(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(Data(), for: anyURL())

    #expect(try await sut.retrieve(dataForURL: anyURL()) == Data())
  }

  @Test(
    "image data retrieval delivers the last inserted data", arguments: StoreKind.allCases)
  func imageDataRetrievalDeliversLastInsertedData(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.insert(Data("first".utf8), for: anyURL())
    try await sut.insert(Data("last".utf8), for: anyURL())

    #expect(try await sut.retrieve(dataForURL: anyURL()) == Data("last".utf8))
  }

  @Test(
    "feed replacement keeps image data for URLs the new feed still holds",
    arguments: StoreKind.allCases)
  func feedReplacementKeepsImageDataOfKeptURLs(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let kept = uniqueLocalImage()
    try await sut.insert([kept, uniqueLocalImage()], timestamp: anyTimestamp)
    try await sut.insert(anyData(), for: kept.url)

    try await sut.insert([uniqueLocalImage(), kept], timestamp: anyTimestamp)

    #expect(try await sut.retrieve(dataForURL: kept.url) == anyData())
  }

  @Test(
    "feed replacement deletes image data for URLs the new feed dropped",
    arguments: StoreKind.allCases)
  func feedReplacementDeletesImageDataOfDroppedURLs(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let dropped = uniqueLocalImage()
    try await sut.insert([dropped], timestamp: anyTimestamp)
    try await sut.insert(anyData(), for: dropped.url)

    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)

    #expect(try await sut.retrieve(dataForURL: dropped.url) == nil)
  }

  @Test(
    "a save (delete, then insert) keeps image data for URLs the new feed still holds",
    arguments: StoreKind.allCases)
  func deleteThenInsertKeepsImageDataOfKeptURLs(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let kept = uniqueLocalImage()
    try await sut.insert([kept], timestamp: anyTimestamp)
    try await sut.insert(anyData(), for: kept.url)

    try await sut.deleteCachedFeed()
    try await sut.insert([kept], timestamp: anyTimestamp + 60)

    #expect(try await sut.retrieve(dataForURL: kept.url) == anyData())
  }

  // MARK: - Concurrency

  @Test(
    "concurrent feed insertions leave exactly one of the inserted feeds",
    arguments: StoreKind.allCases)
  func concurrentFeedInsertionsLeaveOneWholeFeed(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let feeds = (0..<20).map { _ in uniqueLocalFeed() }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for feed in feeds {
        group.addTask { try await sut.insert(feed, timestamp: anyTimestamp) }
        group.addTask { _ = try await sut.retrieve() }
      }
      try await group.waitForAll()
    }

    let retrieved = try #require(try await sut.retrieve())
    #expect(feeds.contains(retrieved.feed))
  }

  @Test(
    "concurrent image data insertions are all retrievable", arguments: StoreKind.allCases)
  func concurrentImageDataInsertionsAreAllRetrievable(kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let entries = (0..<50).map { index in
      (URL(string: "https://image-\(index).com")!, Data("data \(index)".utf8))
    }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for (url, data) in entries {
        group.addTask { try await sut.insert(data, for: url) }
      }
      try await group.waitForAll()
    }

    for (url, data) in entries {
      #expect(try await sut.retrieve(dataForURL: url) == data)
    }
  }

  // MARK: - Helpers

  /// The stores under specification.
  enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory = "InMemoryFeedStore"
    case sqlite = "SQLiteFeedStore"

    var testDescription: String { rawValue }
  }

  private func makeSUT(_ kind: StoreKind) -> any FeedStore & FeedImageDataStore {
    switch kind {
    case .inMemory: InMemoryFeedStore()
    case .sqlite: SQLiteFeedStore(fileURL: directory.file(storeFileName))
    }
  }
}

/// The caches a `deleteCachedFeed(if:)` decision was asked about, and its answer.
final class SeenCaches: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var seen: [StoredCache] = []
  private let answer: Bool

  init(answer: Bool = false) { self.answer = answer }

  var caches: [StoredCache] { lock.withLock { seen } }

  func record(_ cache: StoredCache) -> Bool {
    lock.withLock { seen.append(cache) }
    return answer
  }
}

/// The whole feed when a session's append should not need it: records an issue and gives none.
private func unexpectedWholeFeed() -> [LocalFeedImage] {
  Issue.record("the store asked for the whole feed while the session continued")
  return []
}
