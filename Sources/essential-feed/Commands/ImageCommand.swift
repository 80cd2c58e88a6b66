import EssentialApp
import EssentialFeed
import Foundation

/// `essential-feed image IMAGE-ID --output FILE`: loads the feed as ``FeedApp`` does (the server's,
/// or the fresh cache offline), looks through the first `--pages` pages for the image (one by
/// default), then has the app load the image's data (the cached data first, otherwise the
/// server's, which is then cached) and writes it to FILE (``OutputFile``), or to standard output
/// for `-`. An unusable FILE is refused before anything is loaded.
@MainActor
struct ImageCommand {
  let options: ImageOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws {
    let destination = try OutputFile.destination(
      options.outputPath, currentDirectory: context.currentDirectory)
    let (location, store) = try await context.openedStore(option: options.storePath)
    let composed = context.composedApp(baseURL: baseURL, store: store)
    let progress = ProgressLine(console: context.console)
    let id = options.imageID

    let report = await progress.around("Looking for the image…") {
      await composed.loadFeed(pages: options.pages, budget: options.budget) { images in
        images.contains { $0.id == id }
      }
    }
    let notes = FeedNotes(baseURL: baseURL, store: location, context: context)
    if let message = composed.app.feedScreen.errorMessage {
      throw notes.failure(message, report)
    }
    guard let image = composed.app.feedScreen.images.map(\.image).first(where: { $0.id == id })
    else {
      let searched =
        report.isFromCache
        ? "the cached feed"
        : options.pages == 1
          ? "the feed's first page" : "the first \(options.pages) pages of the feed"
      throw CommandFailure(
        "image \(id.uuidString) is not in \(searched)",
        reasons: (report.pagingStop.map { [$0] } ?? [])
          + (report.isFromCache ? [] : ["--pages N looks further"]))
    }

    await progress.around("Loading the image…") {
      await composed.app.loadImage(for: image).value
    }
    guard let data = composed.app.feedScreen.item(for: image)?.data else {
      throw CommandFailure(
        PresentationStrings.string(.loadError, locale: context.locale),
        reason:
          "image \(id.uuidString) is neither cached nor loadable from "
          + DisplayURL.string(image.url)
      )
    }
    try write(data, of: image, to: destination)
  }

  private func write(_ data: Data, of image: FeedImage, to destination: OutputFile.Destination)
    throws
  {
    switch destination {
    case .standardOutput:
      context.console.outputData(data)
    case .file(let url, let replaced):
      do {
        try OutputFile.write(data, to: url, replacing: replaced)
      } catch let error as OutputFileError {
        throw CommandFailure("can't write \(url.path)", reason: error.reason)
      }
      context.console.print(
        "Saved image \(image.id.uuidString) (\(data.count) bytes) to \(url.path)")
    }
  }
}
