import Foundation

/// A language the presenters' strings are translated into.
public enum PresentationLanguage: String, CaseIterable, Sendable {
  /// English, the fallback for any locale without a translation.
  case english = "en"
  /// Brazilian Portuguese.
  case brazilianPortuguese = "pt-BR"
  /// Greek.
  case greek = "el"

  /// The language for `locale`: Portuguese locales get Brazilian Portuguese, Greek locales get
  /// Greek, and every other locale gets English.
  public init(locale: Locale) {
    switch locale.language.languageCode?.identifier {
    case "pt": self = .brazilianPortuguese
    case "el": self = .greek
    default: self = .english
    }
  }

  /// Whether `count` takes the singular ("one") form in this language, after CLDR's plural rules.
  func usesSingular(for count: Int) -> Bool {
    switch self {
    case .english, .greek: count == 1
    case .brazilianPortuguese: count == 0 || count == 1
    }
  }
}
