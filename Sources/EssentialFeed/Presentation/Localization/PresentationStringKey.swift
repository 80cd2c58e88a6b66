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
  /// Singular and plural names of the units of a relative date.
  case secondOne, secondOther
  case minuteOne, minuteOther
  case hourOne, hourOther
  case dayOne, dayOther
  case weekOne, weekOther
  case monthOne, monthOther
  case yearOne, yearOther
}
