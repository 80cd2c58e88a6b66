import EssentialApp
import EssentialFeed
import Foundation

/// `essential-feed feed`: what ``FeedApp`` shows for the feed. Online, the server's feed, which
/// replaces the cache; offline, the cached feed while it is fresh, with a line saying how old it
/// is; otherwise the app's error message and exit status 1.
@MainActor
struct FeedCommand {
  let options: FeedOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let (location, store) = try await context.openedStore(option: options.storePath)
    let composed = context.composedApp(baseURL: baseURL, store: store)
    let report = await ProgressLine(console: context.console).around("Loading the feed…") {
      await composed.loadFeed(pages: options.pages, budget: options.budget)
    }
    let state = composed.app.feedScreen
    let notes = FeedNotes(baseURL: baseURL, store: location, context: context)
    if let message = state.errorMessage {
      throw notes.failure(message, report)
    }

    let screen = FeedScreen(
      title: state.title, images: state.images.map(\.image), origin: origin(of: report))
    context.console.output(
      options.json ? FeedJSONRenderer.render(screen) : FeedTextRenderer.render(screen))
    try notes.afterShowing(report)
  }

  private func origin(of report: FeedLoadReport) -> FeedOrigin {
    guard report.isFromCache else { return .server }
    let age = report.savedAt.map {
      RelativeDateFormatter(calendar: context.calendar, locale: context.locale)
        .string(for: $0, relativeTo: context.currentDate())
    }
    return .cache(savedAt: report.savedAt, age: age, reason: report.cacheReason)
  }
}
