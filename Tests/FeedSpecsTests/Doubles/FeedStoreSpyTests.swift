import EssentialFeed
import FeedSpecs
import Foundation
import Testing

@Suite("FeedStoreSpy")
struct FeedStoreSpyTests {
  @Test("forwards to its store and records every call in order")
  func recordsMessages() async throws {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    let feed = [uniqueImage()]
    let now = Date(timeIntervalSince1970: 0)

    try await spy.deleteCachedFeed()
    try await spy.insert(feed, timestamp: now)
    let cached = try await spy.retrieve()

    #expect(cached == CachedFeed(feed: feed, timestamp: now))
    #expect(await spy.messages == [.deleteCachedFeed, .insert(feed, now), .retrieve])
  }

  @Test("a cache that cannot be written throws and leaves the store as it was")
  func writeFaultLeavesStoreAlone() async throws {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    await spy.inject(.write)

    await #expect(throws: StoreFailure(fault: .write)) {
      try await spy.insert([uniqueImage()], timestamp: Date())
    }
    #expect(try await spy.backing.retrieve() == nil)
  }

  @Test("a cache that cannot be read throws on feed and image-data reads")
  func readFault() async {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    await spy.inject(.read)

    await #expect(throws: StoreFailure(fault: .read)) { try await spy.retrieve() }
    await #expect(throws: StoreFailure(fault: .read)) {
      try await spy.retrieve(dataForURL: URL(string: "https://a.example/1.jpg")!)
    }
  }

  @Test("under a read fault, delete-if finds the cache unreadable and deletes it when told to")
  func readFaultMakesCacheUnreadable() async throws {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    try await spy.backing.insert([uniqueImage()], timestamp: Date())
    await spy.inject(.read)

    let deleted = try await spy.deleteCachedFeed { $0 == .unreadable }

    #expect(deleted)
    #expect(try await spy.backing.retrieve() == nil)
    #expect(await spy.messages == [.retrieve, .deleteCachedFeed])
  }

  @Test("a busy cache throws from every call and delete-if deletes nothing")
  func busyFault() async throws {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    let cached = CachedFeed(feed: [uniqueImage()], timestamp: Date(timeIntervalSince1970: 0))
    try await spy.backing.insert(cached.feed, timestamp: cached.timestamp)
    await spy.inject(.busy)

    await #expect(throws: StoreFailure(fault: .busy)) {
      try await spy.deleteCachedFeed { _ in true }
    }
    await #expect(throws: StoreFailure(fault: .busy)) { try await spy.retrieve() }
    #expect(try await spy.backing.retrieve() == cached)
  }

  @Test("a slow image-data read answers only once released")
  func slowRead() async throws {
    let spy = FeedStoreSpy(backing: InMemoryFeedStore())
    let url = URL(string: "https://a.example/1.jpg")!
    try await spy.backing.insert(Data("pixels".utf8), for: url)
    await spy.makeDataReadsSlow()

    let read = Task { try await spy.retrieve(dataForURL: url) }
    for _ in 0..<300_000 where !(await spy.hasWaitingRead) {  // a hang guard, not a timing check
      try await Task.sleep(for: .milliseconds(1))
    }
    try #require(await spy.hasWaitingRead)
    await spy.releaseSlowReads()

    #expect(try await read.value == Data("pixels".utf8))
  }

  private func uniqueImage() -> LocalFeedImage {
    LocalFeedImage(
      id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/x.jpg")!)
  }
}
