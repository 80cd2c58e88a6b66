import EssentialFeed
import Foundation
import Testing

@Suite("Feed presenter")
struct FeedPresenterTests {
  @Test("the title is My Feed in English")
  func title() {
    #expect(FeedPresenter.title(locale: Locale(identifier: "en_US")) == "My Feed")
  }

  @Test("the title is translated for Brazilian Portuguese and Greek")
  func localizedTitle() {
    #expect(FeedPresenter.title(locale: Locale(identifier: "pt_BR")) == "Meu Feed")
    #expect(FeedPresenter.title(locale: Locale(identifier: "el_GR")) == "Η ροή μου")
  }

  @Test("map keeps the images in feed order")
  func map() {
    let feed = [uniqueImage(), makeImage(description: nil, location: nil)]

    #expect(FeedPresenter.map(feed) == FeedViewModel(feed: feed))
  }
}
