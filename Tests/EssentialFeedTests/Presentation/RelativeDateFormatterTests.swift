import EssentialFeed
import Foundation
import Testing

@Suite("Relative date formatter")
struct RelativeDateFormatterTests {
  @Test(
    "past dates read in the largest unit that fits, in English",
    arguments: [
      (0.0, "now"),
      (-1, "1 second ago"),
      (-30, "30 seconds ago"),
      (-60, "1 minute ago"),
      (-5 * 60, "5 minutes ago"),
      (-3600, "1 hour ago"),
      (-2 * 3600 - 59, "2 hours ago"),
      (-86_400, "1 day ago"),
      (-6 * 86_400, "6 days ago"),
      (-7 * 86_400, "1 week ago"),
      (-15 * 86_400, "2 weeks ago"),
      (-366 * 86_400, "1 year ago"),
      (-3 * 366 * 86_400, "3 years ago"),
    ] as [(TimeInterval, String)])
  func pastEnglish(offset: TimeInterval, expected: String) {
    let sut = makeSUT(locale: "en_US")

    #expect(
      sut.string(for: fixedNow().addingTimeInterval(offset), relativeTo: fixedNow()) == expected)
  }

  @Test("months are counted in the calendar")
  func months() {
    let calendar = utcCalendar
    let date = calendar.date(byAdding: .month, value: -2, to: fixedNow())!

    #expect(makeSUT(locale: "en_US").string(for: date, relativeTo: fixedNow()) == "2 months ago")
  }

  @Test("future dates read as in some amount")
  func future() {
    let sut = makeSUT(locale: "en_US")

    #expect(sut.string(for: fixedNow().adding(days: 1), relativeTo: fixedNow()) == "in 1 day")
  }

  @Test(
    "Brazilian Portuguese and Greek use their own phrases and plurals",
    arguments: [
      ("pt_BR", -60.0, "há 1 minuto"),
      ("pt_BR", -86_400 * 3, "há 3 dias"),
      ("pt_BR", 3600, "em 1 hora"),
      ("el_GR", -60, "πριν από 1 λεπτό"),
      ("el_GR", -86_400, "πριν από 1 ημέρα"),
      ("el_GR", -86_400 * 3, "πριν από 3 ημέρες"),
      ("el_GR", 3600, "σε 1 ώρα"),
    ] as [(String, TimeInterval, String)])
  func otherLanguages(locale: String, offset: TimeInterval, expected: String) {
    let sut = makeSUT(locale: locale)

    #expect(
      sut.string(for: fixedNow().addingTimeInterval(offset), relativeTo: fixedNow()) == expected)
  }

  @Test("a locale without a translation falls back to English")
  func fallback() {
    let sut = makeSUT(locale: "fr_FR")

    #expect(
      sut.string(for: fixedNow().adding(minutes: -5), relativeTo: fixedNow()) == "5 minutes ago")
  }

  private func makeSUT(locale: String) -> RelativeDateFormatter {
    RelativeDateFormatter(calendar: utcCalendar, locale: Locale(identifier: locale))
  }
}
