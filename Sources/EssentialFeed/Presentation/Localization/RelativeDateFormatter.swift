import Foundation

/// Formats a date relative to an injected "now", such as "5 minutes ago" or "in 1 day", in the
/// largest calendar unit that fits (years, months, weeks, days, hours, minutes, seconds).
///
/// Foundation's `RelativeDateTimeFormatter` is not available on Linux, so the phrases come from
/// ``PresentationStrings`` and are the same on every platform.
public struct RelativeDateFormatter: Sendable {
  private let calendar: Calendar
  private let language: PresentationLanguage

  /// Creates a formatter counting units in `calendar`, with phrases in `locale`'s language.
  public init(calendar: Calendar, locale: Locale) {
    self.calendar = calendar
    self.language = PresentationLanguage(locale: locale)
  }

  /// Describes `date` relative to `now`.
  public func string(for date: Date, relativeTo now: Date) -> String {
    let isPast = date <= now
    let (from, to) = isPast ? (date, now) : (now, date)
    let units: [(Calendar.Component, PresentationStringKey, PresentationStringKey)] = [
      (.year, .yearOne, .yearOther),
      (.month, .monthOne, .monthOther),
      (.weekOfMonth, .weekOne, .weekOther),
      (.day, .dayOne, .dayOther),
      (.hour, .hourOne, .hourOther),
      (.minute, .minuteOne, .minuteOther),
      (.second, .secondOne, .secondOther),
    ]
    let components = calendar.dateComponents(Set(units.map(\.0)), from: from, to: to)
    for (component, one, other) in units {
      guard let count = components.value(for: component), count > 0 else { continue }
      let unit = string(language.usesSingular(for: count) ? one : other)
      let amount = "\(count) \(unit)"
      return string(isPast ? .relativePast : .relativeFuture)
        .replacingOccurrences(of: "{0}", with: amount)
    }
    return string(.relativeNow)
  }

  private func string(_ key: PresentationStringKey) -> String {
    PresentationStrings.string(key, in: language)
  }
}
