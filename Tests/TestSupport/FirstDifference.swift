/// Where two lists of lines first differ: what a conformance test prints when our output is not
/// the expected one, so that a failure shows the one line to look at.
package struct FirstDifference: Equatable, Sendable {
  /// The 1-based number of the first line that differs.
  package let line: Int
  /// The expected line there, or `(nothing)` where the expected lines ended first.
  package let expected: String
  /// Our line there, or `(nothing)` where our lines ended first.
  package let actual: String

  /// The first difference between `expected` and `actual`, or `nil` when they are equal.
  package init?(_ expected: [String], _ actual: [String]) {
    guard expected != actual else { return nil }
    let common = min(expected.count, actual.count)
    let index = (0..<common).first { expected[$0] != actual[$0] } ?? common
    self.line = index + 1
    self.expected = index < expected.count ? expected[index] : "(nothing)"
    self.actual = index < actual.count ? actual[index] : "(nothing)"
  }

  /// The difference in two lines of text, indented under a heading the caller writes.
  package var description: String {
    "line \(line):\n  expected: \(expected)\n  actual:   \(actual)"
  }
}
