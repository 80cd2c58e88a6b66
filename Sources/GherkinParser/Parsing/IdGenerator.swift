/// Makes the ids of document nodes and pickles: an incrementing counter, as Cucumber's
/// `--predictable-ids` mode does. Share one across parsing and compiling a file.
package struct IdGenerator: Sendable, Hashable {
  /// The prefix put before each number.
  package var prefix: String
  /// The number the next id gets.
  package private(set) var next: Int

  /// Creates a generator whose first id is `prefix` followed by `start`.
  package init(prefix: String = "", start: Int = 0) {
    self.prefix = prefix
    self.next = start
  }

  /// Returns a new id.
  package mutating func make() -> String {
    defer { next += 1 }
    return prefix.isEmpty ? String(next) : prefix + String(next)
  }
}
