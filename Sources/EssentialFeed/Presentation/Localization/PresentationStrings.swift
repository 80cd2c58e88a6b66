import Foundation

/// The presenters' translated strings.
///
/// The tables are Swift values rather than `.strings` resources: they need no bundle lookup (which
/// differs between Darwin and Linux), they resolve the same way on every platform whatever the
/// process's preferred languages, and a test can walk every key of every language.
public enum PresentationStrings {
  /// The string for `key` in `locale`'s language, falling back to English.
  public static func string(_ key: PresentationStringKey, locale: Locale) -> String {
    string(key, in: PresentationLanguage(locale: locale))
  }

  /// The string for `key` in `language`, falling back to English.
  public static func string(_ key: PresentationStringKey, in language: PresentationLanguage)
    -> String
  {
    table(for: language)[key] ?? english[key] ?? key.rawValue
  }

  /// The whole table of `language`, for tests that check every key is translated.
  public static func table(for language: PresentationLanguage) -> [PresentationStringKey: String] {
    switch language {
    case .english: english
    case .brazilianPortuguese: brazilianPortuguese
    case .greek: greek
    }
  }

  private static let english: [PresentationStringKey: String] = [
    .feedTitle: "My Feed",
    .commentsTitle: "Comments",
    .loadError: "Couldn't connect to server",
    .relativeNow: "now",
    .relativePast: "{0} ago",
    .relativeFuture: "in {0}",
    .secondOne: "second", .secondOther: "seconds",
    .minuteOne: "minute", .minuteOther: "minutes",
    .hourOne: "hour", .hourOther: "hours",
    .dayOne: "day", .dayOther: "days",
    .weekOne: "week", .weekOther: "weeks",
    .monthOne: "month", .monthOther: "months",
    .yearOne: "year", .yearOther: "years",
  ]

  private static let brazilianPortuguese: [PresentationStringKey: String] = [
    .feedTitle: "Meu Feed",
    .commentsTitle: "Comentários",
    .loadError: "Não foi possível conectar ao servidor",
    .relativeNow: "agora",
    .relativePast: "há {0}",
    .relativeFuture: "em {0}",
    .secondOne: "segundo", .secondOther: "segundos",
    .minuteOne: "minuto", .minuteOther: "minutos",
    .hourOne: "hora", .hourOther: "horas",
    .dayOne: "dia", .dayOther: "dias",
    .weekOne: "semana", .weekOther: "semanas",
    .monthOne: "mês", .monthOther: "meses",
    .yearOne: "ano", .yearOther: "anos",
  ]

  private static let greek: [PresentationStringKey: String] = [
    .feedTitle: "Η ροή μου",
    .commentsTitle: "Σχόλια",
    .loadError: "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή",
    .relativeNow: "τώρα",
    .relativePast: "πριν από {0}",
    .relativeFuture: "σε {0}",
    .secondOne: "δευτερόλεπτο", .secondOther: "δευτερόλεπτα",
    .minuteOne: "λεπτό", .minuteOther: "λεπτά",
    .hourOne: "ώρα", .hourOther: "ώρες",
    .dayOne: "ημέρα", .dayOther: "ημέρες",
    .weekOne: "εβδομάδα", .weekOther: "εβδομάδες",
    .monthOne: "μήνα", .monthOther: "μήνες",
    .yearOne: "έτος", .yearOther: "έτη",
  ]
}
