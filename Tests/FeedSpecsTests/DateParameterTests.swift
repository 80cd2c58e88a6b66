import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine

/// A `{date}` that reads as a date but does not exist says, in plain words, what is wrong.
@Suite("The {date} of a step")
struct DateParameterTests {
  private func failure(_ text: String) throws -> String? {
    let registry = try FeedSpecs.registry()
    let definition = try #require(
      registry.definitions.first { $0.info.expression == "today is {date}" })
    do {
      _ = try definition.expression.match(text)
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test(
    "a day the month does not have (or the calendar skipped), an unknown month or a time past 23:59 is named plainly",
    arguments: [
      (
        "today is 31 February 2026 at 10:00",
        "\"31 February 2026 at 10:00\" cannot be read as {date}: 31 February 2026 does not exist: February 2026 has 28 days."
      ),
      (
        "today is 29 February 2028 at 10:00", nil
      ),
      ("today is 29 February 2000 at 10:00", nil),
      (
        "today is 29 February 2100 at 10:00",
        "\"29 February 2100 at 10:00\" cannot be read as {date}: 29 February 2100 does not exist: February 2100 has 28 days."
      ),
      (
        "today is 31 April 2026 at 10:00",
        "\"31 April 2026 at 10:00\" cannot be read as {date}: 31 April 2026 does not exist: April 2026 has 30 days."
      ),
      (
        "today is 5 October 1582 at 10:00",
        "\"5 October 1582 at 10:00\" cannot be read as {date}: 5 October 1582 does not exist: the calendar went from 4 to 15 October 1582."
      ),
      ("today is 4 October 1582 at 10:00", nil),
      ("today is 15 October 1582 at 10:00", nil),
      (
        "today is 23 Novembr 2026 at 10:00",
        "\"23 Novembr 2026 at 10:00\" cannot be read as {date}: 'Novembr' is not a month: write its name in full, in English, with a capital letter (did you mean November?)."
      ),
      (
        "today is 23 November 2026 at 24:00",
        "\"23 November 2026 at 24:00\" cannot be read as {date}: 24:00 is not a time of day: hours go from 0 to 23 and minutes from 00 to 59."
      ),
    ])
  func plainDateErrors(step: String, message: String?) throws {
    #expect(try failure(step) == message)
  }

  @Test(
    "before the Gregorian reform, February has the days of the clock's calendar (Julian)",
    arguments: ["0100", "1000", "1500"])
  func februaryBeforeTheReform(year: String) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let february = DateComponents(year: Int(year), month: 2, day: 1)
    let first = try #require(calendar.date(from: february))
    #expect(calendar.range(of: .day, in: .month, for: first)?.count == 29)
    let registry = try FeedSpecs.registry()
    let definition = try #require(
      registry.definitions.first { $0.info.expression == "today is {date}" })

    #expect(try definition.expression.match("today is 29 February \(year) at 10:00") != nil)
  }
}
