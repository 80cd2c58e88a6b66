import Foundation
import Gherkin

/// "Given today is 23 November 2026 at 10:00".
enum ClockSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.given("today is {date}", Date.self) { world, date in
      try expect(
        world.app == nil,
        "today's date must be set before the customer uses the app")
      world.clock.now = date
    }
  }
}
