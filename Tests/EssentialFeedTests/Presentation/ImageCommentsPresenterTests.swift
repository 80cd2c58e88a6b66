import EssentialFeed
import Foundation
import Testing

@Suite("Image comments presenter")
struct ImageCommentsPresenterTests {
  @Test("the title is Comments in English")
  func title() {
    #expect(ImageCommentsPresenter.title(locale: Locale(identifier: "en_US")) == "Comments")
  }

  @Test("the title is translated for Brazilian Portuguese and Greek")
  func localizedTitle() {
    #expect(ImageCommentsPresenter.title(locale: Locale(identifier: "pt_BR")) == "Comentários")
    #expect(ImageCommentsPresenter.title(locale: Locale(identifier: "el_GR")) == "Σχόλια")
  }

  @Test("map keeps message and username and dates each comment relative to now")
  func map() {
    let now = fixedNow()
    let comments = [
      ImageComment(
        id: UUID(), message: "a message", createdAt: now.adding(minutes: -5), username: "a user"),
      ImageComment(
        id: UUID(), message: "another message", createdAt: now.adding(days: -1),
        username: "another user"),
    ]

    let viewModel = ImageCommentsPresenter.map(
      comments, currentDate: now, calendar: utcCalendar, locale: Locale(identifier: "en_US"))

    #expect(
      viewModel.comments == [
        ImageCommentViewModel(message: "a message", date: "5 minutes ago", username: "a user"),
        ImageCommentViewModel(
          message: "another message", date: "1 day ago", username: "another user"),
      ])
  }

  @Test("map words the dates in the locale's language")
  func mapLocalized() {
    let now = fixedNow()
    let comment = ImageComment(
      id: UUID(), message: "a message", createdAt: now.adding(minutes: -5), username: "a user")

    let portuguese = ImageCommentsPresenter.map(
      [comment], currentDate: now, calendar: utcCalendar, locale: Locale(identifier: "pt_BR"))
    let greek = ImageCommentsPresenter.map(
      [comment], currentDate: now, calendar: utcCalendar, locale: Locale(identifier: "el_GR"))

    #expect(portuguese.comments.map(\.date) == ["há 5 minutos"])
    #expect(greek.comments.map(\.date) == ["πριν από 5 λεπτά"])
  }
}
