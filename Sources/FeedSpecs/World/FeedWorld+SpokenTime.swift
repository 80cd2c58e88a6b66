import EssentialFeed
import Foundation

extension FeedWorld {
  /// How the app should show when a comment was written, in the language it speaks to the
  /// customer: as the scenario wrote it ("5 minutes ago") when that is English, otherwise as
  /// Foundation says that time in the language ("há 5 minutos"), a formatter apart from the
  /// app's own.
  ///
  /// - Throws: when this system's Foundation cannot say times in that language.
  func shownTime(of comment: CommentRow) throws -> String {
    let language = PresentationLanguage(locale: locale)
    guard language != .english else { return comment.written }
    let identifier = language.rawValue.replacing("-", with: "_")
    guard Locale.availableIdentifiers.contains(identifier) else {
      throw ExpectationFailure(
        "this system has no \(identifier) locale to say \"\(comment.written)\" in the customer's language: check the date with 'the comment by \"\(comment.author)\" is dated …' instead"
      )
    }
    guard #available(macOS 15, *) else {
      throw ExpectationFailure(
        "saying \"\(comment.written)\" in the customer's language takes macOS 15 or later: check the date with 'the comment by \"\(comment.author)\" is dated …' instead"
      )
    }
    return Date.AnchoredRelativeFormatStyle(
      anchor: comment.createdAt, presentation: .numeric, unitsStyle: .wide,
      locale: Locale(identifier: identifier), calendar: clock.calendar
    ).format(clock.now)
  }
}
