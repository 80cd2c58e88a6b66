/// Makes the ids of document nodes and pickles: an incrementing counter, as Cucumber's
/// `--predictable-ids` mode does. Share one across parsing and compiling a file.
public struct IdGenerator: Sendable, Hashable {
  /// The prefix put before each number.
  public var prefix: String
  /// The number the next id gets.
  public private(set) var next: Int

  /// Creates a generator whose first id is `prefix` followed by `start`.
  public init(prefix: String = "", start: Int = 0) {
    self.prefix = prefix
    self.next = start
  }

  /// Returns a new id.
  public mutating func make() -> String {
    defer { next += 1 }
    return prefix.isEmpty ? String(next) : prefix + String(next)
  }
}
