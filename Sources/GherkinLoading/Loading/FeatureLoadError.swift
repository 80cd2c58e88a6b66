/// A path given to a run that could not be read.
package struct FeatureLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path.
  package var path: String
  /// Why, such as "no such file or directory".
  package var reason: String
  /// The 1-based line the problem is at, when it is at one (text that is not UTF-8).
  package var line: Int?
  /// The 1-based column on ``line``.
  package var column: Int?

  package var description: String {
    "\(Wording.place(path, line: line, column: column)): \(reason)"
  }
}
