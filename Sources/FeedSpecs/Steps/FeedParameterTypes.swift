import Foundation
import Gherkin

/// The parameter types the scenarios' wording needs: `{date}` ("23 November 2026 at 10:00") and
/// `{age}` ("6 days old", "one second short of 7 days old", "7 days and one second old").
enum FeedParameterTypes {
  static func register(in registry: inout StepRegistry<FeedWorld>) throws {
    registry.register(try date())
    registry.register(try age())
  }

  static func date() throws -> ParameterType {
    try ParameterType(
      name: "date", regexps: [#"\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}"#],
      valueTypeName: "Date"
    ) { (groups: [String]) -> any Sendable in
      let text = groups.first ?? ""
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.calendar = ManualClock().calendar
      formatter.timeZone = ManualClock().calendar.timeZone
      formatter.dateFormat = "d MMMM yyyy 'at' H:mm"
      guard let date = formatter.date(from: text) else {
        throw ExpectationFailure("\"\(text)\" is not a date such as 23 November 2026 at 10:00")
      }
      return date
    }
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
