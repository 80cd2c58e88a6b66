import Foundation

/// Presents the comments screen: its title and the comments with relative dates.
public enum ImageCommentsPresenter {
  /// The comments screen's title ("Comments" in English) in `locale`'s language.
  public static func title(locale: Locale) -> String {
    PresentationStrings.string(.commentsTitle, locale: locale)
  }

  /// Maps `comments` to what the comments view displays, dating each relative to `currentDate`,
  /// counted in `calendar` and worded in `locale`'s language.
  public static func map(
    _ comments: [ImageComment],
    currentDate: Date,
    calendar: Calendar,
    locale: Locale
  ) -> ImageCommentsViewModel {
    let formatter = RelativeDateFormatter(calendar: calendar, locale: locale)
    return ImageCommentsViewModel(
      comments: comments.map { comment in
        ImageCommentViewModel(
          message: comment.message,
          date: formatter.string(for: comment.createdAt, relativeTo: currentDate),
          username: comment.username)
      })
  }
}
