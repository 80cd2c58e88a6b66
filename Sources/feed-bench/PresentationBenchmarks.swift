import EssentialFeed
import Foundation

/// Measures ``ImageCommentsPresenter/map(_:currentDate:calendar:locale:)``: the relative dates of
/// many comments, in each language, best of five runs.
func runPresentationBenchmarks() {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let now = Date(timeIntervalSince1970: 1_781_524_800)
  let count = 10_000
  let comments = (0..<count).map { index in
    ImageComment(
      id: UUID(), message: "message \(index)",
      createdAt: now.addingTimeInterval(-Double(index) * 3_517), username: "user \(index)")
  }
  for identifier in ["en_US", "pt_BR", "el_GR"] {
    let locale = Locale(identifier: identifier)
    let clock = ContinuousClock()
    var best = Duration.seconds(Int64.max)
    for _ in 0..<5 {
      let elapsed = clock.measure {
        let viewModel = ImageCommentsPresenter.map(
          comments, currentDate: now, calendar: calendar, locale: locale)
        precondition(viewModel.comments.count == count)
      }
      best = min(best, elapsed)
    }
    let milliseconds = best.milliseconds
    let label = "ImageCommentsPresenter map \(count) comments, \(identifier)"
    print(
      label.padding(toLength: 64, withPad: " ", startingAt: 0)
        + String(
          format: "%6.1f ms (%.1f µs per comment, best of 5)", milliseconds,
          milliseconds * 1_000 / Double(count)))
  }
}
