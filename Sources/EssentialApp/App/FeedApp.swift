import EssentialFeed
import Foundation

/// The headless app the customer's stories speak of: it loads the feed, more pages, image data and
/// comments, and shows them in screen states a caller can observe (``feedScreen``,
/// ``commentsScreen``). Every action awaits its outcome, so "when … then the app displays …" reads
/// straight off the state.
///
/// Build it with the composition initializer (real loaders over an `HTTPClient` and a store), or
/// inject loaders directly with ``init(feedLoader:imageDataLoader:commentsLoader:cacheValidator:currentDate:calendar:locale:)``.
@MainActor
public final class FeedApp {
  /// Loads the first page of the feed.
  public typealias FirstPageLoader = @Sendable () async throws -> Paginated<FeedImage>

  /// What the feed screen shows.
  public private(set) var feedScreen: FeedScreenState
  /// What the comments screen shows, once the customer asked for an image's comments.
  public private(set) var commentsScreen: CommentsScreenState?

  private let feedLoader: FirstPageLoader
  private let imageDataLoader: any FeedImageDataLoader
  private let commentsLoader: any ImageCommentsLoader
  private let cacheValidator: any FeedCacheValidator
  private let currentDate: @Sendable () -> Date
  private let calendar: Calendar
  private let locale: Locale
  private var loadMorePage: Paginated<FeedImage>.LoadMore?
  /// Counts feed loads, so that a page loaded for an earlier feed is not added to a reloaded one.
  private var feedGeneration = 0
  private var imageLoads: [UUID: (token: UUID, task: Task<Void, Never>)] = [:]

  /// Creates an app over the given loaders. Comments are dated relative to `currentDate()`,
  /// counted in `calendar`, and every text is in `locale`'s language.
  public init(
    feedLoader: @escaping FirstPageLoader,
    imageDataLoader: any FeedImageDataLoader,
    commentsLoader: any ImageCommentsLoader,
    cacheValidator: any FeedCacheValidator,
    currentDate: @escaping @Sendable () -> Date,
    calendar: Calendar,
    locale: Locale
  ) {
    self.feedLoader = feedLoader
    self.imageDataLoader = imageDataLoader
    self.commentsLoader = commentsLoader
    self.cacheValidator = cacheValidator
    self.currentDate = currentDate
    self.calendar = calendar
    self.locale = locale
    self.feedScreen = FeedScreenState(title: FeedPresenter.title(locale: locale))
  }
}

// MARK: - Feed

extension FeedApp {
  /// The customer requests to see the feed: loads the first page and shows it, or shows the error
  /// message. Does nothing while a feed load is under way.
  public func loadFeed() async {
    guard !feedScreen.isLoading else { return }
    feedGeneration += 1
    let screen = ScreenUpdater<Void>(
      onLoading: { [weak self] in self?.feedScreen.isLoading = $0 },
      onError: { [weak self] in self?.feedScreen.errorMessage = $0 })
    let presenter = LoadResourcePresenter(
      resourceView: feedUpdater(generation: feedGeneration), loadingView: screen,
      errorView: screen, locale: locale)
    await present(presenter, loading: feedLoader)
  }

  /// The customer scrolls to the end of the feed: loads the next page and adds it, or shows the
  /// error message in the "load more" row. Does nothing when no page is left, or while a page or
  /// the feed itself is loading. A page that arrives after the feed was reloaded is dropped.
  public func loadMore() async {
    guard let loadMorePage, !feedScreen.loadMore.isLoading, !feedScreen.isLoading else { return }
    let row = ScreenUpdater<Void>(
      onLoading: { [weak self] in self?.feedScreen.loadMore.isLoading = $0 },
      onError: { [weak self] in self?.feedScreen.loadMore.errorMessage = $0 })
    let presenter = LoadResourcePresenter(
      resourceView: feedUpdater(generation: feedGeneration), loadingView: row, errorView: row,
      locale: locale)
    await present(presenter, loading: loadMorePage)
  }

  /// A view that shows the pages of the feed load `generation`, and drops those of earlier loads.
  private func feedUpdater(generation: Int) -> ScreenUpdater<Paginated<FeedImage>> {
    ScreenUpdater(
      onResource: { [weak self] page in
        guard let self, self.feedGeneration == generation else { return }
        self.show(page)
      },
      onLoading: { _ in }, onError: { _ in })
  }

  /// Shows `page`, keeping the state of each image shown before. A page that continues the one
  /// on screen only appends its new images, so each page costs its own size.
  private func show(_ page: Paginated<FeedImage>) {
    loadMorePage = page.loadMore
    feedScreen.loadMore.isAvailable = page.loadMore != nil
    if page.continuedItemCount > 0, page.continuedItemCount == feedScreen.images.count {
      let newImages = FeedPresenter.map(Array(page.items[page.continuedItemCount...])).feed
      feedScreen.images += newImages.map { FeedImageItemState(image: $0) }
      return
    }
    let shown = Dictionary(
      feedScreen.images.map { ($0.image.id, $0) }, uniquingKeysWith: { first, _ in first })
    feedScreen.images = FeedPresenter.map(page.items).feed.map { image in
      shown[image.id].flatMap { $0.image == image ? $0 : nil } ?? FeedImageItemState(image: image)
    }
  }
}

// MARK: - Image data

extension FeedApp {
  /// An image of the feed comes into view: loads its data and shows it, or offers a retry (call
  /// again to retry). A new load of the same image replaces the one under way.
  ///
  /// The returned task completes when the outcome has been shown. Cancelling it, or calling
  /// ``cancelImageLoad(for:)``, shows neither data nor failure and hides the loading indicator.
  @discardableResult
  public func loadImage(for image: FeedImage) -> Task<Void, Never> {
    imageLoads[image.id]?.task.cancel()
    let id = image.id
    let token = UUID()
    let view = ScreenUpdater<Data>(
      onResource: { [weak self] data in self?.updateImage(id) { $0.data = data } },
      onLoading: { [weak self] isLoading in self?.updateImage(id) { $0.isLoading = isLoading } },
      onError: { [weak self] message in
        self?.updateImage(id) { $0.shouldRetry = message != nil }
      })
    let presenter = LoadResourcePresenter(
      resourceView: view, loadingView: view, errorView: view, locale: locale)
    presenter.didStartLoading()
    let loader = imageDataLoader
    let task = Task {
      let result: Result<Data, any Error>
      do {
        result = .success(try await loader.loadImageData(from: image.url))
      } catch {
        result = .failure(error)
      }
      let isCurrent = imageLoads[id]?.token == token
      if isCurrent { imageLoads[id] = nil }
      guard !Task.isCancelled else {
        if isCurrent { updateImage(id) { $0.isLoading = false } }
        return
      }
      switch result {
      case .success(let data): presenter.didFinishLoading(with: data)
      case .failure(let error): presenter.didFinishLoading(with: error)
      }
    }
    imageLoads[id] = (token, task)
    return task
  }

  /// An image goes out of view: cancels its data load, which then shows nothing.
  public func cancelImageLoad(for image: FeedImage) {
    guard let load = imageLoads.removeValue(forKey: image.id) else { return }
    load.task.cancel()
    updateImage(image.id) { $0.isLoading = false }
  }

  private func updateImage(_ id: UUID, _ update: (inout FeedImageItemState) -> Void) {
    guard let index = feedScreen.images.firstIndex(where: { $0.image.id == id }) else { return }
    update(&feedScreen.images[index])
  }
}

// MARK: - Comments

extension FeedApp {
  /// The customer requests to see `image`'s comments: opens the comments screen and shows all the
  /// comments, or the error message.
  public func showComments(for image: FeedImage) async {
    commentsScreen = CommentsScreenState(
      image: image, title: ImageCommentsPresenter.title(locale: locale))
    let view = ScreenUpdater<ImageCommentsViewModel>(
      onResource: { [weak self] viewModel in
        self?.updateComments(of: image) { $0.comments = viewModel.comments }
      },
      onLoading: { [weak self] loading in self?.updateComments(of: image) { $0.isLoading = loading }
      },
      onError: { [weak self] message in
        self?.updateComments(of: image) { $0.errorMessage = message }
      })
    let (currentDate, calendar, locale) = (currentDate, calendar, locale)
    let presenter = LoadResourcePresenter(
      resourceView: view, loadingView: view, errorView: view, locale: locale,
      mapper: {
        ImageCommentsPresenter.map(
          $0, currentDate: currentDate(), calendar: calendar, locale: locale)
      })
    let loader = commentsLoader
    await present(presenter) { try await loader.loadComments(for: image) }
  }

  private func updateComments(
    of image: FeedImage, _ update: (inout CommentsScreenState) -> Void
  ) {
    guard var screen = commentsScreen, screen.image == image else { return }
    update(&screen)
    commentsScreen = screen
  }
}

// MARK: - Loading

extension FeedApp {
  /// Shows through `presenter` that a load starts, awaits `load`, then shows its outcome.
  private func present<Resource, View>(
    _ presenter: LoadResourcePresenter<Resource, View>,
    loading load: @Sendable () async throws -> Resource
  ) async {
    presenter.didStartLoading()
    do {
      presenter.didFinishLoading(with: try await load())
    } catch {
      presenter.didFinishLoading(with: error)
    }
  }
}

// MARK: - Lifecycle

extension FeedApp {
  /// The app goes to the background: validates the cache, deleting it when it has expired or
  /// cannot be read. A failure to delete changes nothing the customer sees.
  public func enterBackground() async {
    try? await cacheValidator.validateCache()
  }
}
