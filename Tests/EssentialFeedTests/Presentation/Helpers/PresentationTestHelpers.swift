import EssentialFeed
import Foundation

/// A fixed "now" for relative dates.
func fixedNow() -> Date {
  fixedCurrentDate
}

/// A feed image with a unique identity and the given description and location.
func makeImage(description: String?, location: String?) -> FeedImage {
  FeedImage(
    id: UUID(), description: description, location: location,
    url: URL(string: "https://image-\(UUID().uuidString).com")!)
}

extension Date {
  /// `self` moved by `minutes` in ``utcCalendar``.
  func adding(minutes: Int) -> Date {
    utcCalendar.date(byAdding: .minute, value: minutes, to: self)!
  }
}
