import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@MainActor
@Suite("Feed app")
struct FeedAppTests {
  @Test("a new app shows the titled, empty feed screen")
  func initialState() {
    let sut = makeSUT()

    #expect(sut.feedScreen.title == "My Feed")
    #expect(sut.feedScreen.images.isEmpty)
    #expect(!sut.feedScreen.isLoading)
    #expect(sut.feedScreen.errorMessage == nil)
    #expect(sut.commentsScreen == nil)
  }

  @Test("loading the feed shows its images with description and location")
  func loadFeedShowsImages() async {
    let image0 = FeedImage(id: UUID(), description: "a description", location: nil, url: anyURL())
    let image1 = FeedImage(id: UUID(), description: nil, location: "a location", url: anyURL())
    let sut = makeSUT(feed: .success(Paginated(items: [image0, image1])))

    await sut.loadFeed()

    #expect(sut.feedScreen.images.map(\.image) == [image0, image1])
    #expect(
      sut.feedScreen.images.map(\.viewModel) == [
        FeedImageViewModel(description: "a description", location: nil),
        FeedImageViewModel(description: nil, location: "a location"),
      ])
    #expect(!sut.feedScreen.isLoading)
    #expect(sut.feedScreen.errorMessage == nil)
  }

  @Test("the feed screen shows the loading indicator while the feed loads, then hides it")
  func loadingIndicator() async {
    let loader = ControlledFeedLoader()
    let sut = makeSUT(feedLoader: { try await loader.load() })

    let load = Task { await sut.loadFeed() }
    await loader.waitForPendingLoad()
    #expect(sut.feedScreen.isLoading)

    await loader.completeNext(with: .success(Paginated(items: uniqueFeed())))
    await load.value
    #expect(!sut.feedScreen.isLoading)
  }

  @Test("requesting the feed while it loads does not load it twice")
  func noConcurrentFeedLoads() async {
    let loader = ControlledFeedLoader()
    let sut = makeSUT(feedLoader: { try await loader.load() })

    let load = Task { await sut.loadFeed() }
    await loader.waitForPendingLoad()
    await sut.loadFeed()
    await loader.completeNext(with: .success(Paginated(items: [])))
    await load.value

    #expect(await loader.requestCount == 1)
  }

  @Test("a successful reload hides the error message of a failed load")
  func reloadHidesError() async {
    let loader = ControlledFeedLoader()
    let sut = makeSUT(feedLoader: { try await loader.load() })
    async let failed: Void = sut.loadFeed()
    await loader.completeNext(with: .failure(anyError()))
    await failed

    async let succeeded: Void = sut.loadFeed()
    await loader.completeNext(with: .success(Paginated(items: uniqueFeed())))
    await succeeded

    #expect(sut.feedScreen.errorMessage == nil)
  }

  @Test("a failed feed load shows the error message and no images")
  func loadFeedFailureShowsError() async {
    let sut = makeSUT(feed: .failure(anyError()))

    await sut.loadFeed()

    #expect(sut.feedScreen.errorMessage == "Couldn't connect to server")
    #expect(sut.feedScreen.images.isEmpty)
    #expect(!sut.feedScreen.isLoading)
  }

  @Test("the feed screen is in the locale's language")
  func localizedFeedScreen() async {
    let sut = makeSUT(feed: .failure(anyError()), locale: Locale(identifier: "el_GR"))

    await sut.loadFeed()

    #expect(sut.feedScreen.title == "Η ροή μου")
    #expect(sut.feedScreen.errorMessage == "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή")
  }

  @Test("an empty feed shows no images and no error")
  func emptyFeed() async {
    let sut = makeSUT(feed: .success(Paginated(items: [])))

    await sut.loadFeed()

    #expect(sut.feedScreen.images.isEmpty)
    #expect(sut.feedScreen.errorMessage == nil)
    #expect(!sut.feedScreen.loadMore.isAvailable)
  }

  @Test("loading more adds the next page and offers more until an empty page")
  func loadMoreAddsPages() async {
    let (page0, page1) = (uniqueFeed(), uniqueFeed())
    let last = Paginated<FeedImage>(items: page0 + page1)
    let second = Paginated(items: page0 + page1, loadMore: { last })
    let sut = makeSUT(feed: .success(Paginated(items: page0, loadMore: { second })))

    await sut.loadFeed()
    #expect(sut.feedScreen.loadMore.isAvailable)

    await sut.loadMore()
    #expect(sut.feedScreen.images.map(\.image) == page0 + page1)
    #expect(sut.feedScreen.loadMore.isAvailable)

    await sut.loadMore()
    #expect(!sut.feedScreen.loadMore.isAvailable)
    #expect(!sut.feedScreen.loadMore.isLoading)
  }

  @Test("loading more while the feed reloads does nothing")
  func noLoadMoreDuringReload() async {
    let loader = ControlledFeedLoader()
    let moreRequests = Counter()
    let sut = makeSUT(feedLoader: { try await loader.load() })
    async let firstLoad: Void = sut.loadFeed()
    await loader.completeNext(
      with: .success(
        Paginated(
          items: uniqueFeed(),
          loadMore: {
            await moreRequests.increment()
            return Paginated(items: [])
          })))
    await firstLoad

    async let reload: Void = sut.loadFeed()
    await loader.waitForPendingLoad()
    await sut.loadMore()
    await loader.completeNext(with: .success(Paginated(items: [])))
    await reload

    #expect(await moreRequests.value == 0)
  }

  @Test("a page that arrives after the feed was reloaded is not added to the reloaded feed")
  func loadMoreResultAfterReloadIsDropped() async {
    let (firstFeed, reloadedFeed) = (uniqueFeed(), uniqueFeed())
    let loader = ControlledFeedLoader()
    let pages = ControlledFeedLoader()
    let sut = makeSUT(feedLoader: { try await loader.load() })
    async let firstLoad: Void = sut.loadFeed()
    await loader.completeNext(
      with: .success(Paginated(items: firstFeed, loadMore: { try await pages.load() })))
    await firstLoad

    async let more: Void = sut.loadMore()
    await pages.waitForPendingLoad()
    async let reload: Void = sut.loadFeed()
    await loader.completeNext(with: .success(Paginated(items: reloadedFeed)))
    await reload
    await pages.completeNext(with: .success(Paginated(items: firstFeed + uniqueFeed())))
    await more

    #expect(sut.feedScreen.images.map(\.image) == reloadedFeed)
    #expect(!sut.feedScreen.loadMore.isLoading)
  }

  @Test("a failed load more shows its error in the load-more row and keeps the feed")
  func loadMoreFailure() async {
    let page0 = uniqueFeed()
    let sut = makeSUT(
      feed: .success(Paginated(items: page0, loadMore: { throw AnyError() })))

    await sut.loadFeed()
    await sut.loadMore()

    #expect(sut.feedScreen.loadMore.errorMessage == "Couldn't connect to server")
    #expect(sut.feedScreen.errorMessage == nil)
    #expect(sut.feedScreen.images.map(\.image) == page0)
    #expect(sut.feedScreen.loadMore.isAvailable)
  }

  @Test("loading an image shows it as loading until its data arrives, then shows the data")
  func loadImageShowsData() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let load = sut.loadImage(for: image)
    #expect(sut.feedScreen.item(for: image)?.isLoading == true)
    await images.completeNext(with: .success(anyData()))
    await load.value

    #expect(sut.feedScreen.item(for: image)?.data == anyData())
    #expect(sut.feedScreen.item(for: image)?.isLoading == false)
    #expect(await images.loadedURLs == [image.url])
  }

  @Test("a failed image load offers a retry and shows no data")
  func loadImageFailure() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let load = sut.loadImage(for: image)
    await images.completeNext(with: .failure(anyError()))
    await load.value

    #expect(sut.feedScreen.item(for: image)?.shouldRetry == true)
    #expect(sut.feedScreen.item(for: image)?.data == nil)
  }

  @Test("an image load cancelled before its data arrives shows neither data nor failure")
  func cancelImageLoadBeforeData() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let load = sut.loadImage(for: image)
    sut.cancelImageLoad(for: image)
    await images.completeNext(with: .success(anyData()))
    await load.value

    #expect(sut.feedScreen.item(for: image)?.data == nil)
    #expect(sut.feedScreen.item(for: image)?.shouldRetry == false)
    #expect(sut.feedScreen.item(for: image)?.isLoading == false)
  }

  @Test("an image load cancelled through its task shows no data and stops loading")
  func cancelImageLoadTask() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let load = sut.loadImage(for: image)
    load.cancel()
    await images.completeNext(with: .success(anyData()))
    await load.value

    #expect(sut.feedScreen.item(for: image)?.data == nil)
    #expect(sut.feedScreen.item(for: image)?.isLoading == false)
  }

  @Test("a second load of an image replaces the first, whose data is not shown")
  func secondLoadReplacesFirst() async {
    let image = uniqueImage()
    let (first, second) = (Data("first".utf8), Data("second".utf8))
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let firstLoad = sut.loadImage(for: image)
    await images.waitForPendingLoads(1)
    let secondLoad = sut.loadImage(for: image)
    await images.complete(at: 1, with: .success(second))
    await secondLoad.value
    await images.complete(at: 0, with: .success(first))
    await firstLoad.value

    #expect(sut.feedScreen.item(for: image)?.data == second)
    #expect(sut.feedScreen.item(for: image)?.isLoading == false)
  }

  @Test("an image load cancelled before it fails shows no retry")
  func cancelImageLoadBeforeFailure() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()

    let load = sut.loadImage(for: image)
    sut.cancelImageLoad(for: image)
    await images.completeNext(with: .failure(anyError()))
    await load.value

    #expect(sut.feedScreen.item(for: image)?.shouldRetry == false)
  }

  @Test("reloading the feed keeps the data of images still shown")
  func reloadKeepsImageData() async {
    let image = uniqueImage()
    let (sut, images) = makeSUTWithControlledImages(feed: [image])
    await sut.loadFeed()
    let load = sut.loadImage(for: image)
    await images.completeNext(with: .success(anyData()))
    await load.value

    await sut.loadFeed()

    #expect(sut.feedScreen.item(for: image)?.data == anyData())
  }

  @Test("showing comments shows the titled screen with every comment dated relative to now")
  func showComments() async {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let comments = commentsWrittenMinutesAndADayAgo(before: now)
    let image = uniqueImage()
    let sut = makeSUT(comments: .success(comments.models), currentDate: now)

    await sut.showComments(for: image)

    #expect(sut.commentsScreen?.title == "Comments")
    #expect(sut.commentsScreen?.image == image)
    #expect(sut.commentsScreen?.comments == comments.shown)
    #expect(sut.commentsScreen?.isLoading == false)
    #expect(sut.commentsScreen?.errorMessage == nil)
  }

  @Test("failing to load comments shows the error message")
  func showCommentsFailure() async {
    let sut = makeSUT(comments: .failure(anyError()))

    await sut.showComments(for: uniqueImage())

    #expect(sut.commentsScreen?.errorMessage == "Couldn't connect to server")
    #expect(sut.commentsScreen?.comments == [])
  }

  @Test("entering the background validates the cache")
  func enterBackgroundValidatesCache() async {
    let validator = FeedCacheValidatorSpy()
    let sut = makeSUT(validator: validator)

    await sut.enterBackground()

    #expect(await validator.validationCount == 1)
  }

  @Test("a failed cache validation leaves the screens as they were")
  func enterBackgroundIgnoresValidationErrors() async {
    let validator = FeedCacheValidatorSpy()
    await validator.stubValidation(with: anyError())
    let sut = makeSUT(feed: .success(Paginated(items: uniqueFeed())), validator: validator)
    await sut.loadFeed()
    let (feedScreen, commentsScreen) = (sut.feedScreen, sut.commentsScreen)

    await sut.enterBackground()

    #expect(await validator.validationCount == 1)
    #expect(sut.feedScreen == feedScreen)
    #expect(sut.commentsScreen == commentsScreen)
  }

  // MARK: - Helpers

  private func makeSUT(feedLoader: @escaping FeedApp.FirstPageLoader) -> FeedApp {
    makeSUT(feed: .success(Paginated(items: [])), feedLoader: feedLoader)
  }

  private func makeSUT(
    feed: Result<Paginated<FeedImage>, any Error> = .success(Paginated(items: [])),
    feedLoader: FeedApp.FirstPageLoader? = nil,
    images: any FeedImageDataLoader = FeedImageDataLoaderSpy(result: .success(anyData())),
    comments: Result<[ImageComment], any Error> = .success([]),
    validator: FeedCacheValidatorSpy = FeedCacheValidatorSpy(),
    currentDate: Date = Date(timeIntervalSince1970: 1_700_000_000),
    locale: Locale = Locale(identifier: "en_US")
  ) -> FeedApp {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return FeedApp(
      feedLoader: feedLoader ?? { try feed.get() },
      imageDataLoader: images,
      commentsLoader: ImageCommentsLoaderStub(result: comments),
      cacheValidator: validator,
      currentDate: { currentDate },
      calendar: calendar,
      locale: locale)
  }

  private func makeSUTWithControlledImages(feed: [FeedImage]) -> (
    FeedApp, ControlledImageDataLoader
  ) {
    let images = ControlledImageDataLoader()
    return (makeSUT(feed: .success(Paginated(items: feed)), images: images), images)
  }
}
