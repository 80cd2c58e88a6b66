import EssentialApp
import EssentialFeed
import Foundation

/// `essential-feed image IMAGE-ID --output FILE`: loads the feed as the app's use cases do
/// (``FeedUseCases``: the server's, or the fresh cache offline), looks through the first `--pages`
/// pages for the image (one by default), then loads the image's data as the app does (the cached
/// data first, otherwise the server's, which is then cached) and writes it to FILE
/// (``OutputFile``), or to standard output for `-`. An unusable FILE is refused before anything is
/// loaded.
struct ImageCommand {
  let options: ImageOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws {
    let destination = try OutputFile.destination(
      options.outputPath, currentDirectory: context.currentDirectory)
    try OutputFile.refuse(
      destination, shownAs: options.outputPath,
      ifItIs: context.storeLocation(option: options.storePath).fileURL, named: "the cache store")
    let (location, store) = try await context.openedStore(option: options.storePath)
    let app = context.feedUseCases(baseURL: baseURL, store: store)
    let progress = ProgressLine(console: context.console)
    let id = options.imageID

    let feed: FeedPages
    do {
      feed = try await progress.around("Looking for the image…") {
        try await app.loadPages(options.pages, budget: options.budget) {
          images in images.contains { $0.id == id }
        }
      }
    } catch {
      throw await FeedNotes(
        baseURL: baseURL, store: location, meter: app.meter, context: context
      )
      .failure(error)
    }
    guard let image = feed.images.first(where: { $0.id == id }) else {
      let searched =
        feed.isFromCache
        ? "the cached feed"
        : options.pages == 1
          ? "the feed's first page" : "the first \(options.pages) pages of the feed"
      throw CommandFailure(
        "image \(id.uuidString) is not in \(searched)",
        reasons: (feed.pagingStop.map { [$0] } ?? [])
          + (feed.isFromCache ? [] : ["--pages N looks further"]))
    }

    let data = try? await progress.around("Loading the image…") {
      try await app.useCases.imageDataLoader.loadImageData(from: image.url)
    }
    guard let data else {
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
