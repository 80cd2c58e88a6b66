import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Paginated feed loader")
struct PaginatedFeedLoaderTests {
  @Test("load delivers the first page with a way to load more")
  func deliversFirstPage() async throws {
    let firstPage = uniqueFeed()
    let (sut, _, _) = makeSUT(firstPage: .success(firstPage))

    let page = try await sut.load().page

    #expect(page.items == firstPage)
    #expect(page.loadMore != nil)
  }

  @Test("load delivers an empty first page with nothing more to load")
  func emptyFirstPageIsLast() async throws {
    let (sut, pages, _) = makeSUT(firstPage: .success([]))

    let page = try await sut.load().page

    #expect(page.items == [])
    #expect(page.loadMore == nil)
    #expect(await pages.requests == [])
  }

  @Test("load fails with the first page's error")
  func failsOnFirstPageError() async {
    let (sut, _, _) = makeSUT(firstPage: .failure(anyError()))

    await #expect(throws: AnyError.self) { try await sut.load() }
  }

  @Test("load more asks for the page after the last image and adds it to the feed")
  func loadMoreAddsNextPage() async throws {
    let (firstPage, secondPage) = (uniqueFeed(), uniqueFeed())
    let (sut, pages, _) = makeSUT(firstPage: .success(firstPage), nextPages: [secondPage])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let page = try await loadMore()

    #expect(page.items == firstPage + secondPage)
    #expect(page.loadMore != nil)
    #expect(await pages.requests == [firstPage.last?.id])
  }

  @Test(
    "load more appends the page's images after the feed so far, all pages of one load in one session"
  )
  func loadMoreCachesOnlyTheNewPage() async throws {
    let (firstPage, secondPage, thirdPage) = (uniqueFeed(), uniqueFeed(), uniqueFeed())
    let (sut, _, cache) = makeSUT(
      firstPage: .success(firstPage), nextPages: [secondPage, thirdPage])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let next = try #require(try await loadMore().loadMore)
    _ = try await next()

    let session = try #require(await cache.sessions.first)
    #expect(
      await cache.messages == [
        .save(firstPage),
        .append(secondPage, after: firstPage, session: session),
        .append(thirdPage, after: firstPage + secondPage, session: session),
      ])
  }

  @Test("each load is a new cache session, so a new load never continues an older one's cache")
  func eachLoadIsNewSession() async throws {
    let (sut, _, cache) = makeSUT(
      firstPage: .success(uniqueFeed()), nextPages: [uniqueFeed(), uniqueFeed()])

    for _ in 1...2 {
      let loadMore = try #require(try await sut.load().page.loadMore)
      _ = try await loadMore()
    }

    let sessions = await cache.sessions
    #expect(sessions.count == 2)
    #expect(Set(sessions).count == 2)
  }

  @Test("a page of an earlier load is delivered but not cached once the feed was loaded again")
  func pageOfEarlierLoadIsNotCached() async throws {
    let (firstPage, secondPage) = (uniqueFeed(), uniqueFeed())
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage), nextPages: [secondPage])

    let earlierLoadMore = try #require(try await sut.load().page.loadMore)
    _ = try await sut.load()
    let page = try await earlierLoadMore()

    #expect(page.items == firstPage + secondPage)
    #expect(await cache.messages == [.save(firstPage), .save(firstPage)])
  }

  @Test("a first page whose load was overtaken by a newer one is delivered but not cached")
  func overtakenFirstPageIsNotCached() async throws {
    let (older, newer) = (uniqueFeed(), uniqueFeed())
    let server = ControlledFeedLoader()
    let cache = FeedCacheSpy()
    let sut = PaginatedFeedLoader(
      firstPage: { (try await server.load().items, .remote) },
      pages: FeedPageLoaderSpy(pages: []), cache: cache)

    let olderLoad = Task { try await sut.load() }
    await server.waitForPendingLoad()
    let newerLoad = Task { try await sut.load() }
    while await server.requestCount < 2 { await Task.yield() }
    await server.completeNext(with: .success(Paginated(items: older)))
    let olderPage = try await olderLoad.value.page
    await server.completeNext(with: .success(Paginated(items: newer)))
    _ = try await newerLoad.value

    #expect(olderPage.items == older)
    #expect(await cache.messages == [.save(newer)])
  }

  @Test("images whose id an earlier page held are dropped, and cached only once")
  func loadMoreDropsRepeatedIDs() async throws {
    let firstPage = uniqueFeed()
    let fresh = uniqueFeed()
    let (sut, _, cache) = makeSUT(
      firstPage: .success(firstPage), nextPages: [firstPage + fresh + fresh])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let page = try await loadMore()

    #expect(page.items == firstPage + fresh)
    let session = try #require(await cache.sessions.first)
    #expect(
      await cache.messages == [
        .save(firstPage), .append(fresh, after: firstPage, session: session),
      ])
  }

  @Test("a page that only repeats earlier ids ends the paging (a server ignoring after_id)")
  func repeatedPageIsLast() async throws {
    let firstPage = uniqueFeed()
    let (sut, pages, cache) = makeSUT(
      firstPage: .success(firstPage), nextPages: [firstPage, firstPage, firstPage])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let page = try await loadMore()

    #expect(page.items == firstPage)
    #expect(page.loadMore == nil)
    #expect(await pages.requests.count == 1)
    #expect(await cache.messages == [.save(firstPage)])
  }

  @Test("load more stops at an empty page and leaves the cache alone")
  func emptyPageIsLast() async throws {
    let firstPage = uniqueFeed()
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage), nextPages: [[]])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let page = try await loadMore()

    #expect(page.items == firstPage)
    #expect(page.loadMore == nil)
    #expect(await cache.messages == [.save(firstPage)])
  }

  @Test("load more pages until an empty page")
  func pagesUntilEmptyPage() async throws {
    let pages = [uniqueFeed(), uniqueFeed(), uniqueFeed()]
    let (sut, spy, _) = makeSUT(firstPage: .success(pages[0]), nextPages: [pages[1], pages[2], []])

    var page = try await sut.load().page
    while let loadMore = page.loadMore {
      page = try await loadMore()
    }

    #expect(page.items == pages.flatMap { $0 })
    #expect(await spy.requests == [pages[0].last?.id, pages[1].last?.id, pages[2].last?.id])
  }

  @Test("load more fails with the page's error and keeps the cache")
  func loadMoreFails() async throws {
    let firstPage = uniqueFeed()
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage), nextPages: [])

    let loadMore = try #require(try await sut.load().page.loadMore)

    await #expect(throws: AnyError.self) { try await loadMore() }
    #expect(await cache.messages == [.save(firstPage)])
  }

  @Test("load more still delivers the page when the cache fails to save, and the page says why")
  func loadMoreReportsCacheErrors() async throws {
    let (firstPage, secondPage) = (uniqueFeed(), uniqueFeed())
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage), nextPages: [secondPage])
    let loadMore = try #require(try await sut.load().page.loadMore)
    await cache.stubSave(with: anyError())

    let page = try await loadMore()

    #expect(page.items == firstPage + secondPage)
    #expect(page.cacheError as? AnyError == anyError())
  }

  @Test("a later page that was cached says no cache error")
  func cachedLaterPageHasNoCacheError() async throws {
    let (sut, _, _) = makeSUT(firstPage: .success(uniqueFeed()), nextPages: [uniqueFeed()])

    let loadMore = try #require(try await sut.load().page.loadMore)

    #expect(try await loadMore().cacheError == nil)
  }

  // MARK: - First page origin and caching

  @Test("a first page from the server replaces the cache and says it came from the server")
  func remoteFirstPageReplacesCache() async throws {
    let firstPage = uniqueFeed()
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage))

    let loaded = try await sut.load()

    #expect(loaded.page.cacheError == nil)
    guard case .remote = loaded.origin else {
      Issue.record("expected the server as origin, got \(loaded.origin)")
      return
    }
    #expect(await cache.messages == [.save(firstPage)])
  }

  @Test("a first page from the cache is not saved back, and keeps its date and the server's error")
  func cachedFirstPageIsNotSaved() async throws {
    let cachedFeed = uniqueFeed()
    let savedAt = Date(timeIntervalSince1970: 1_000)
    let (sut, _, cache) = makeSUT(
      firstPage: .success(cachedFeed), origin: .cache(savedAt: savedAt, remoteError: anyError()))

    let loaded = try await sut.load()

    #expect(loaded.page.items == cachedFeed)
    #expect(loaded.page.cacheError == nil)
    guard case .cache(let date, let remoteError) = loaded.origin else {
      Issue.record("expected the cache as origin, got \(loaded.origin)")
      return
    }
    #expect(date == savedAt)
    #expect(remoteError as? AnyError == anyError())
    #expect(await cache.messages == [])
  }

  @Test("pages loaded after a first page from the cache are delivered but not cached")
  func pagesAfterCachedFirstPageAreNotCached() async throws {
    let (cachedFeed, secondPage) = (uniqueFeed(), uniqueFeed())
    let (sut, pages, cache) = makeSUT(
      firstPage: .success(cachedFeed), origin: .cache(savedAt: Date(), remoteError: anyError()),
      nextPages: [secondPage])

    let loadMore = try #require(try await sut.load().page.loadMore)
    let page = try await loadMore()

    #expect(page.items == cachedFeed + secondPage)
    #expect(page.cacheError == nil)
    #expect(await pages.requests == [cachedFeed.last?.id])
    #expect(await cache.messages == [])
  }

  @Test("the server's first page is delivered when saving it fails, and the page says why")
  func remoteFirstPageReportsCacheError() async throws {
    let firstPage = uniqueFeed()
    let (sut, _, cache) = makeSUT(firstPage: .success(firstPage))
    await cache.stubSave(with: anyError())

    let loaded = try await sut.load()

    #expect(loaded.page.items == firstPage)
    #expect(loaded.page.cacheError as? AnyError == anyError())
  }

  // MARK: - Helpers

  private func makeSUT(
    firstPage: Result<[FeedImage], any Error>, origin: FeedOrigin = .remote,
    nextPages: [[FeedImage]] = []
  ) -> (PaginatedFeedLoader, FeedPageLoaderSpy, FeedCacheSpy) {
    let pages = FeedPageLoaderSpy(pages: nextPages)
    let cache = FeedCacheSpy()
    let sut = PaginatedFeedLoader(
      firstPage: { (try firstPage.get(), origin) }, pages: pages, cache: cache)
    return (sut, pages, cache)
  }
}

/// A ``FeedPageLoader`` that records the image each page was asked after and delivers the stubbed
/// pages in order, then fails.
actor FeedPageLoaderSpy: FeedPageLoader {
  private(set) var requests: [UUID?] = []
  private var pages: [[FeedImage]]

  init(pages: [[FeedImage]]) {
    self.pages = pages
  }

  func loadPage(after image: FeedImage?) async throws -> [FeedImage] {
    requests.append(image?.id)
    guard !pages.isEmpty else { throw AnyError() }
    return pages.removeFirst()
  }
}
