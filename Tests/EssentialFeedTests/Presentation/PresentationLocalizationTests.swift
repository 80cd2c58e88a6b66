import EssentialFeed
import Foundation
import Testing

@Suite("Presentation localization")
struct PresentationLocalizationTests {
  @Test(
    "every key has a non-empty value in every language",
    arguments: PresentationLanguage.allCases)
  func everyKeyIsTranslated(language: PresentationLanguage) {
    let table = PresentationStrings.table(for: language)

    for key in PresentationStringKey.allCases {
      let value = table[key]
      #expect(value != nil, "\(language.rawValue) misses \(key.rawValue)")
      #expect(value?.isEmpty == false, "\(language.rawValue) has an empty \(key.rawValue)")
    }
  }

  @Test("every table has only the known keys", arguments: PresentationLanguage.allCases)
  func noExtraKeys(language: PresentationLanguage) {
    #expect(
      Set(PresentationStrings.table(for: language).keys) == Set(PresentationStringKey.allCases))
  }

  @Test(
    "relative phrases hold the amount placeholder in every language",
    arguments: PresentationLanguage.allCases)
  func relativePhrasesHavePlaceholder(language: PresentationLanguage) {
    #expect(PresentationStrings.string(.relativePast, in: language).contains("{0}"))
    #expect(PresentationStrings.string(.relativeFuture, in: language).contains("{0}"))
  }

  @Test(
    "locales resolve to their language",
    arguments: [
      ("en_US", PresentationLanguage.english),
      ("pt_BR", .brazilianPortuguese),
      ("pt_PT", .brazilianPortuguese),
      ("el_GR", .greek),
      ("de_DE", .english),
    ])
  func localeResolution(identifier: String, expected: PresentationLanguage) {
    #expect(PresentationLanguage(locale: Locale(identifier: identifier)) == expected)
  }
}
