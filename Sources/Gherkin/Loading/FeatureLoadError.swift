/// A path given to a run that could not be read.
package struct FeatureLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path.
  package var path: String
  /// Why, such as "no such file or directory".
  package var reason: String

  /// Creates the error.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  package var description: String { "\(path): \(reason)" }
}
