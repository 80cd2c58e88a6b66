import EssentialFeed
import Foundation

/// `essential-feed comments IMAGE-ID`: the image's comments from the server, under the
/// presenters' title, with dates relative to the app's current date. Comments are not cached, so
/// offline this is the error message.
struct CommentsCommand {
  let options: CommentsOptions
  let baseURL: URL
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let url = ImageCommentsEndpoint.get(options.imageID).url(baseURL: baseURL)
    let meter = TransferMeter()
    let loader = RemoteLoader(
      url: url, client: MeteredHTTPClient(decoratee: context.httpClient(), meter: meter),
      mapper: ImageCommentsMapper.map)
    let comments: [ImageComment]
    do {
      comments = try await ProgressLine(console: context.console).around(
        "Loading the comments…"
      ) { try await loader.load() }
    } catch {
      throw LoadFailure.failure(
        error, loading: "a valid list of comments", from: url,
        clientFailure: await meter.lastFailure, context: context)
    }
    let screen = screen(for: comments)
    context.console.output(
      options.json ? CommentsJSONRenderer.render(screen) : CommentsTextRenderer.render(screen))
  }

  private func screen(for comments: [ImageComment]) -> CommentsScreen {
    let viewModel = ImageCommentsPresenter.map(
      comments, currentDate: context.currentDate(), calendar: context.calendar,
      locale: context.locale)
    return CommentsScreen(
      title: ImageCommentsPresenter.title(locale: context.locale),
      comments: zip(comments, viewModel.comments).map { comment, presented in
        CommentsScreen.Row(
          id: comment.id, message: presented.message, username: presented.username,
          createdAt: comment.createdAt, relativeDate: presented.date)
      })
  }
}
