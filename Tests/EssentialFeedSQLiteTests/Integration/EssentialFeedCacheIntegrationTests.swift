import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// The cache use cases over a real database file, each step through a new ``SQLiteFeedStore``
/// instance, as separate launches of the app would do.
@Suite("Feed cache integration")
struct EssentialFeedCacheIntegrationTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  // MARK: - LocalFeedLoader

  @Test("load delivers no images on an empty database")
  func loadDeliversNoImagesOnEmptyDatabase() async throws {
    let sut = makeFeedLoader()

    #expect(try await sut.load() == [])
  }

  @Test("load delivers the images saved by another instance")
  func loadDeliversImagesSavedByAnotherInstance() async throws {
    let feed = [uniqueImage(), uniqueImage()]

    try await makeFeedLoader().save(feed)

    #expect(try await makeFeedLoader().load() == feed)
  }

  @Test("save overrides the images saved by another instance")
  func saveOverridesImagesSavedByAnotherInstance() async throws {
    let latestFeed = [uniqueImage()]
    try await makeFeedLoader().save([uniqueImage(), uniqueImage()])

    try await makeFeedLoader().save(latestFeed)

    #expect(try await makeFeedLoader().load() == latestFeed)
  }

  @Test("validation keeps a fresh cache saved by another instance")
  func validationKeepsFreshCache() async throws {
    let feed = [uniqueImage()]
    try await makeFeedLoader().save(feed)

    try await makeFeedLoader().validateCache()

    #expect(try await makeFeedLoader().load() == feed)
  }

  @Test("validation deletes a cache saved in the distant past")
  func validationDeletesDistantPastCache() async throws {
    try await makeFeedLoader(currentDate: .distantPast).save([uniqueImage()])

    try await makeFeedLoader().validateCache()

    #expect(try await makeStore().retrieve() == nil)
  }

  @Test("load delivers an error on a cache file that is not a database")
  func loadDeliversErrorOnUnreadableCacheFile() async throws {
    try Data("not a database".utf8).write(to: directory.file(storeFileName))

    await #expect(throws: SQLiteStoreError.self) { try await makeFeedLoader().load() }
  }

  @Test(
    "in the store's own location, validation recovers a cache file that is not a database, so the next save loads"
  )
  func validationRecoversUnreadableCacheFile() async throws {
    let feed = [uniqueImage()]
    try Data("not a database".utf8).write(to: directory.file(storeFileName))
    let loader = LocalFeedLoader(
      store: SQLiteFeedStore(fileURL: directory.file(storeFileName), ownsLocation: true),
      currentDate: { anyTimestamp })

    try await loader.validateCache()

    #expect(try await makeFeedLoader().load() == [])
    try await makeFeedLoader().save(feed)
    #expect(try await makeFeedLoader().load() == feed)
  }

  @Test("validation leaves a file that is not a database, at a location not its own, as it is")
  func validationKeepsForeignFile() async throws {
    let text = Data("not a database".utf8)
    try text.write(to: directory.file(storeFileName))

    await #expect(throws: SQLiteStoreError.self) { try await makeFeedLoader().validateCache() }

    #expect(try Data(contentsOf: directory.file(storeFileName)) == text)
  }

  @Test(
    "two runs paging into one file through two stores, interleaved page by page, leave one run's whole feed"
  )
  func interleavedPagingRunsNeverMix() async throws {
    let pages = (0..<3).map { _ in [uniqueImage(), uniqueImage()] }
    let (runA, runB) = (makeFeedLoader(), makeFeedLoader())
    let (sessionA, sessionB) = (UUID(), UUID())
    try await runA.save(pages[0])
    try await runB.save(pages[0])

    for count in 2...3 {
      let earlier = Array(pages.prefix(count - 1).joined())
      try await runA.append(pages[count - 1], after: earlier, session: sessionA)
      try await runB.append(pages[count - 1], after: earlier, session: sessionB)
    }

    let cached = try await makeFeedLoader().load()
    #expect(cached == Array(pages.joined()))
    #expect(Set(cached.map(\.id)).count == cached.count, "no image is cached twice")
  }

  @Test(
    "when a run's first save failed, its next page replaces the old cache instead of extending it"
  )
  func pageAfterFailedFirstSaveReplacesOldCache() async throws {
    let old = [uniqueImage(), uniqueImage()]
    let (first, second) = ([uniqueImage()], [uniqueImage()])
    try await makeFeedLoader().save(old)
    // The run's save of `first` failed: the cache still holds `old`.

    try await makeFeedLoader().append(second, after: first, session: UUID())

    #expect(try await makeFeedLoader().load() == first + second)
  }

  @Test("a failed save leaves the previous cache whole")
  func failedSaveLeavesPreviousCacheWhole() async throws {
    let feed = [uniqueImage(), uniqueImage()]
    try await makeFeedLoader().save(feed)
    let readOnly = LocalFeedLoader(
      store: SQLiteFeedStore(fileURL: directory.file(storeFileName), access: .readOnly),
      currentDate: { anyTimestamp + 60 })

    await #expect(throws: SQLiteStoreError.self) { try await readOnly.save([uniqueImage()]) }

    #expect(try await makeFeedLoader().load() == feed)
    #expect(try await makeStore().retrieve()?.timestamp == anyTimestamp)
  }

  @Test("saves from two instances at once leave one of the saved feeds whole")
  func concurrentSavesFromTwoInstancesLeaveOneWholeFeed() async throws {
    let feeds = (0..<10).map { _ in [uniqueImage(), uniqueImage(), uniqueImage()] }
    let (first, second) = (makeFeedLoader(), makeFeedLoader())

    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, feed) in feeds.enumerated() {
        let loader = index.isMultiple(of: 2) ? first : second
        group.addTask { try await loader.save(feed) }
      }
      try await group.waitForAll()
    }

    #expect(feeds.contains(try await makeFeedLoader().load()))
  }

  // MARK: - LocalFeedImageDataLoader

  @Test("image data saved by one instance loads in another")
  func imageDataSavedByOneInstanceLoadsInAnother() async throws {
    let image = uniqueImage()
    let data = Data("image data".utf8)
    try await makeFeedLoader().save([image])

    try await makeImageDataLoader().save(data, for: image.url)

    #expect(try await makeImageDataLoader().loadImageData(from: image.url) == data)
  }

  @Test("image data saved by one instance is overridden by a later save in another")
  func imageDataSaveOverridesEarlierSave() async throws {
    let image = uniqueImage()
    try await makeFeedLoader().save([image])
    try await makeImageDataLoader().save(Data("first".utf8), for: image.url)

    try await makeImageDataLoader().save(Data("last".utf8), for: image.url)

    #expect(try await makeImageDataLoader().loadImageData(from: image.url) == Data("last".utf8))
  }

  @Test("image data survives a feed refresh that keeps its image")
  func imageDataSurvivesRefreshKeepingItsImage() async throws {
    let image = uniqueImage()
    try await makeFeedLoader().save([image])
    try await makeImageDataLoader().save(anyData(), for: image.url)

    try await makeFeedLoader().save([uniqueImage(), image])

    #expect(try await makeImageDataLoader().loadImageData(from: image.url) == anyData())
  }

  @Test("image data is gone after a feed refresh that drops its image")
  func imageDataIsGoneAfterRefreshDroppingItsImage() async throws {
    let image = uniqueImage()
    try await makeFeedLoader().save([image])
    try await makeImageDataLoader().save(anyData(), for: image.url)

    try await makeFeedLoader().save([uniqueImage()])

    await #expect(throws: LocalFeedImageDataLoader.LoadError.notFound) {
      try await makeImageDataLoader().loadImageData(from: image.url)
    }
  }

  // MARK: - Helpers

  private func makeStore() -> SQLiteFeedStore {
    SQLiteFeedStore(fileURL: directory.file(storeFileName))
  }

  private func makeFeedLoader(currentDate: Date = anyTimestamp) -> LocalFeedLoader {
    LocalFeedLoader(store: makeStore(), currentDate: { currentDate })
  }

  private func makeImageDataLoader() -> LocalFeedImageDataLoader {
    LocalFeedImageDataLoader(store: makeStore())
  }
}
