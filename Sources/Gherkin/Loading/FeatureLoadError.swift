/// A path given to a run that could not be read.
public struct FeatureLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path.
  public var path: String
  /// Why, such as "no such file or directory".
  public var reason: String

  /// Creates the error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
