import EssentialApp
import EssentialFeed
import Foundation

/// `essential-feed feed`: the feed as the app's use cases load it (``FeedUseCases``). Online, the
/// server's feed, which replaces the cache; offline, the cached feed while it is fresh, with a
/// line saying how old it is; otherwise the app's error message and exit status 1.
struct FeedCommand {
  let options: FeedOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let (location, store) = try await context.openedStore(option: options.storePath)
    let app = context.feedUseCases(baseURL: baseURL, store: store)
    let notes = FeedNotes(
      baseURL: baseURL, store: location, meter: app.meter, context: context)
    let feed: FeedPages
    do {
      feed = try await ProgressLine(console: context.console).around("Loading the feed…") {
        try await app.loadPages(options.pages, budget: options.budget)
      }
    } catch {
      throw await notes.failure(error)
    }

    let screen = FeedScreen(
      title: FeedPresenter.title(locale: context.locale), images: feed.images,
      source: source(of: feed.origin))
    context.console.output(
      options.json ? FeedJSONRenderer.render(screen) : FeedTextRenderer.render(screen))
    try await notes.afterShowing(feed)
  }

  private func source(of origin: FeedOrigin) -> FeedSource {
    guard case .cache(let savedAt, let remoteError) = origin else { return .server }
    let age = RelativeDateFormatter(calendar: context.calendar, locale: context.locale)
      .string(for: savedAt, relativeTo: context.currentDate())
    let reason: CacheReason =
      LoadFailure.kind(of: remoteError) == .invalidAnswer ? .invalidAnswer : .offline
    return .cache(savedAt: savedAt, age: age, reason: reason)
  }
}
