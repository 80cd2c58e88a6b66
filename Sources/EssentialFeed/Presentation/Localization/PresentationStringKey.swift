import Foundation

/// The key of one string the presenters show; every key has a value in every
/// ``PresentationLanguage``.
public enum PresentationStringKey: String, CaseIterable, Sendable {
  /// The feed screen's title.
  case feedTitle
  /// The comments screen's title.
  case commentsTitle
  /// The message shown when a load fails.
  case loadError
  /// A date within a second of now.
  case relativeNow
  /// A past date; `{0}` stands for the amount, such as "5 minutes".
  case relativePast
  /// A future date; `{0}` stands for the amount.
  case relativeFuture
  /// The singular and plural names of seconds, in a relative date.
  case secondOne, secondOther
  /// The singular and plural names of minutes.
  case minuteOne, minuteOther
  /// The singular and plural names of hours.
  case hourOne, hourOther
  /// The singular and plural names of days.
  case dayOne, dayOther
  /// The singular and plural names of weeks.
  case weekOne, weekOther
  /// The singular and plural names of months.
  case monthOne, monthOther
  /// The singular and plural names of years.
  case yearOne, yearOther
}
