import Foundation
import GherkinCommandLine

/// The parameter types the scenarios' wording needs: `{date}` ("23 November 2026 at 10:00") and
/// `{age}` ("6 days old", "one second short of 7 days old", "7 days and one second old").
enum FeedParameterTypes {
  static func register(in registry: inout StepRegistry<FeedWorld>) throws {
    registry.register(try date())
    registry.register(try age())
  }

  static func date() throws -> ParameterType {
    let calendar = ManualClock().calendar
    return try ParameterType(
      name: "date", regexps: [#"\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}"#],
      valueTypeName: "Date"
    ) { (groups: [String]) -> any Sendable in
      try date(groups.first ?? "", calendar: calendar)
    }
  }

  /// The instant a `{date}` text such as `23 November 2026 at 10:00` names in `calendar`, read
  /// without a formatter (building one per step was most of a run's time). A text that is not a
  /// real date and time fails in plain words: a month that does not exist, a day the month does
  /// not have, a time past 23:59.
  static func date(_ text: String, calendar: Calendar) throws -> Date {
    let parts = text.split(separator: " ").map(String.init)
    let time = parts.count == 5 ? parts[4].split(separator: ":").compactMap { Int($0) } : []
    guard parts.count == 5, let day = Int(parts[0]), let year = Int(parts[2]), time.count == 2
    else { throw ExpectationFailure("\"\(text)\" is not a date such as 23 November 2026 at 10:00") }
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    guard let month = months.firstIndex(of: parts[1]).map({ $0 + 1 }) else {
      let guess = months.first { $0.lowercased().hasPrefix(parts[1].lowercased().prefix(3)) }
      throw ExpectationFailure(
        "'\(parts[1])' is not a month: write its name in full, in English, with a capital letter"
          + (guess.map { " (did you mean \($0)?)" } ?? ", such as November") + ".")
    }
    // The month's length as `calendar` counts it (asking it cost more than the rest): by the
    // Gregorian rule, and by the Julian one before the reform of 1582, as Foundation's does.
    let leap = year % 4 == 0 && (year < 1583 || year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...days).contains(day) else {
      throw ExpectationFailure(
        "\(day) \(parts[1]) \(year) does not exist: \(parts[1]) \(year) has \(days) days.")
    }
    // The calendar would move these days by ten instead of refusing them.
    guard year != 1582 || month != 10 || !(5...14).contains(day) else {
      throw ExpectationFailure(
        "\(day) October 1582 does not exist: the calendar went from 4 to 15 October 1582.")
    }
    guard (0...23).contains(time[0]), (0...59).contains(time[1]),
      let date = calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: time[0], minute: time[1]))
    else {
      throw ExpectationFailure(
        "\(parts[4]) is not a time of day: hours go from 0 to 23 and minutes from 00 to 59.")
    }
    return date
  }

  static func age() throws -> ParameterType {
    try ParameterType(
      name: "age",
      regexps: [
        #"\d+ days? old"#, #"one second short of \d+ days old"#, #"\d+ days and one second old"#,
      ],
      valueTypeName: "CacheAge"
    ) { (groups: [String]) -> any Sendable in
      let text = groups.first ?? ""
      let days = Int(text.split(whereSeparator: { !$0.isNumber }).first ?? "") ?? 0
      if text.hasPrefix("one second short of") { return CacheAge(days: days, extraSeconds: -1) }
      if text.hasSuffix("and one second old") { return CacheAge(days: days, extraSeconds: 1) }
      return CacheAge(days: days)
    }
  }
}
