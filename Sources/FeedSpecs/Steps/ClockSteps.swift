import Foundation
import GherkinCommandLine

/// "Given today is 23 November 2026 at 10:00".
enum ClockSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("Today's date")
    registry.given(
      "today is {date}", Date.self,
      means:
        "Sets the date and time the app believes it is, written as 23 November 2026 at 10:00. Write it before the customer uses the app."
    ) { world, date in
      try expect(
        world.app == nil,
        "today's date must be set before the customer uses the app")
      world.clock.now = date
    }
  }
}
