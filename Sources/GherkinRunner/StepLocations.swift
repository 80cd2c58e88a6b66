import CucumberExpressions
import Foundation

/// Where a registry's definitions matched the step texts matched so far, so that a text met
/// again is not matched again: at most ``capacity`` texts, after which new ones are matched
/// every time. Shared by the copies of a registry with the same definitions; any task may ask.
///
/// `@unchecked Sendable`: `byText` is only read and written while holding `lock`.
final class StepLocations: @unchecked Sendable {
  /// A definition that matched (or could not be matched against) a text: its position in the
  /// registry and where it matched, or why it could not.
  struct Located {
    let position: Int
    let match: Result<StepExpressionMatch, any Error>
  }

  /// How many texts are kept at most: enough for every sentence of a large suite, few enough
  /// that a run of texts that never repeat costs little memory.
  static let capacity = 4_096

  private let lock = NSLock()
  private var byText: [String: [Located]] = [:]

  /// What was kept for `text`, if it was.
  func kept(_ text: String) -> [Located]? {
    lock.withLock { byText[text] }
  }

  /// Keeps `located` for `text`, unless ``capacity`` texts are kept already.
  func keep(_ located: [Located], for text: String) {
    lock.withLock {
      guard byText.count < Self.capacity else { return }
      byText[text] = located
    }
  }

  /// How many texts are kept.
  var count: Int { lock.withLock { byText.count } }
}
