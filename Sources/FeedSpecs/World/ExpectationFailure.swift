/// A step's expectation that did not hold, worded as expected versus actual, such as
/// `expected the error message "X" but the app shows "Y"`.
package struct ExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The readable message.
  package let message: String

  /// Creates a failure with `message`.
  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// Throws ``ExpectationFailure`` with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  guard condition else { throw ExpectationFailure(message()) }
}

/// Quotes an optional text for a failure message: `"text"` or `nothing`.
func quoted(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "nothing"
}
