import EssentialFeed
import GherkinCommandLine

/// The customer's look at an image's comments.
enum CommentsSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The comments screen")
    registry.when(
      "the customer requests to see comments on the image {string}", String.self,
      means:
        "The customer opens the comments of the image with that description. When the server is slow to answer, the request stays under way until the server answers it."
    ) {
      world, description in
      let image = try world.serverImage(described: description)
      let app = try await world.startedApp()
      world.screen = .comments
      guard world.slowness == .all else { return await app.showComments(for: image) }
      try await world.startHeld(.comments(image.id), requests: FeedWorld.isCommentsRequest) {
        await app.showComments(for: image)
      }
    }
    registerLoadingOutcomes(in: &registry)
    registerCommentsOutcomes(in: &registry)
  }

  /// The checks of whether the comments screen shows it is loading.
  private static func registerLoadingOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the app shows it is loading the comments",
      means: "Checks that the comments screen shows it is loading the comments."
    ) { world in
      let loading = try await world.runningApp().commentsScreen?.isLoading
      try expect(
        loading == true,
        "expected the app to show it is loading the comments but "
          + (loading == nil ? "it shows the feed" : "it does not"))
    }
    registry.then(
      "the app stops showing it is loading the comments",
      means:
        "Checks that the comments screen no longer shows it is loading, whether the comments or the error message are shown."
    ) { world in
      let loading = try await world.runningApp().commentsScreen?.isLoading
      try expect(
        loading == false,
        "expected the app to stop showing it is loading the comments but "
          + (loading == nil ? "it shows the feed" : "it still does"))
    }
  }

  /// The checks of the comments the screen shows, their dates and its title.
  private static func registerCommentsOutcomes(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the app should display all comments for that image",
      means:
        "Checks that the comments screen shows exactly the comments the server holds for that image, in the server's order (message, author, and when, such as 5 minutes ago, said in the customer's language), and no error message. It checks no other order, such as newest first."
    ) { world in
      guard let screen = try await world.runningApp().commentsScreen else {
        throw ExpectationFailure("expected the comments screen but the app shows the feed")
      }
      let expected = try (world.serverComments[screen.image.id] ?? []).map {
        ImageCommentViewModel(
          message: $0.message, date: try world.shownTime(of: $0), username: $0.author)
      }
      try expect(
        screen.comments == expected && screen.errorMessage == nil,
        "expected the comments \(expected.map(summary)) but the app shows "
          + "\(screen.comments.map(summary))"
          + (screen.errorMessage.map { " and the error message \"\($0)\"" } ?? ""))
    }
    registry.then(
      "the comment by {string} is dated {string}", String.self, String.self,
      means:
        "Checks the date shown on the comment written by that author, exactly as written, such as \"5 minutes ago\" or, in Greek, \"πριν από 5 λεπτά\"."
    ) { world, author, date in
      let comments = try await world.runningApp().commentsScreen?.comments ?? []
      guard let comment = comments.first(where: { $0.username == author }) else {
        throw ExpectationFailure(
          "expected a comment by \"\(author)\" but the app shows \(comments.map(summary))")
      }
      try expect(
        comment.date == date,
        "expected the comment by \"\(author)\" to be dated \"\(date)\" but it is dated "
          + "\"\(comment.date)\"")
    }
    registry.then(
      "the comments title is {string}", String.self,
      means: "Checks the title of the comments screen, exactly as written."
    ) { world, title in
      let shown = try await world.runningApp().commentsScreen?.title
      try expectText(
        shown, title,
        "expected the comments title \"\(title)\" but the app shows \(quoted(shown))")
    }
  }

  private static func summary(_ comment: ImageCommentViewModel) -> String {
    "\"\(comment.message)\" by \(comment.username), \(comment.date)"
  }
}
