import EssentialApp
import EssentialFeed
import Foundation

/// `essential-feed image IMAGE-ID --output FILE`: loads the feed as ``FeedApp`` does (the server's,
/// or the fresh cache offline), pages until the image shows, then has the app load the image's
/// data (the cached data first, otherwise the server's, which is then cached) and writes it to
/// FILE.
@MainActor
struct ImageCommand {
  let options: ImageOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let location = try context.preparedStore(option: options.storePath)
    let composed = context.composedApp(baseURL: baseURL, store: location)
    let progress = ProgressLine(console: context.console)
    let id = options.imageID

    let report = await progress.around("Looking for the image…") {
      await composed.loadFeed(pages: CommandLineParser.maximumPages) { images in
        images.contains { $0.id == id }
      }
    }
    if let message = composed.app.feedScreen.errorMessage {
      throw FeedNotes(baseURL: baseURL, store: location, context: context).failure(message, report)
    }
    guard let image = composed.app.feedScreen.images.map(\.image).first(where: { $0.id == id })
    else {
      throw CommandFailure(
        "image \(id.uuidString) is not in the \(report.isFromCache ? "cached feed" : "feed")")
    }

    await progress.around("Loading the image…") {
      await composed.app.loadImage(for: image).value
    }
    guard let data = composed.app.feedScreen.item(for: image)?.data else {
      throw CommandFailure(
        PresentationStrings.string(.loadError, locale: context.locale),
        reason:
          "image \(id.uuidString) is neither cached nor loadable from \(image.url.absoluteString)")
    }
    try write(data, of: image)
  }

  private func write(_ data: Data, of image: FeedImage) throws(CommandFailure) {
    let output = URL(
      fileURLWithPath: options.outputPath,
      relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true)
    ).standardizedFileURL
    do {
      try data.write(to: output, options: .atomic)
    } catch {
      throw CommandFailure(
        "can't write \(output.path)", reason: FileErrorDescription.describe(error))
    }
    context.console.print(
      "Saved image \(image.id.uuidString) (\(data.count) bytes) to \(output.path)")
  }
}
