import Foundation

/// Presents the feed screen: its title and the feed's view model.
public enum FeedPresenter {
  /// The feed screen's title ("My Feed" in English) in `locale`'s language.
  public static func title(locale: Locale) -> String {
    PresentationStrings.string(.feedTitle, locale: locale)
  }

  /// Maps `feed` to what the feed view displays.
  public static func map(_ feed: [FeedImage]) -> FeedViewModel {
    FeedViewModel(feed: feed)
  }
}
