import Foundation

/// An ``ArgumentMatcher`` made the first time it is asked for, then kept: a suite registers
/// many expressions and a run matches few of them, so most never build their regular
/// expression. Several tasks may ask at once; the first makes it, the others wait and share it.
///
/// `@unchecked Sendable`: `made` is only read and written while holding `lock`.
final class LazyArgumentMatcher: @unchecked Sendable {
  private let make: @Sendable () throws -> ArgumentMatcher
  private let lock = NSLock()
  /// The matcher, or why it could not be made, once asked for.
  private var made: Result<ArgumentMatcher, any Error>?

  /// A matcher that `make` builds when it is first asked for.
  init(_ make: @escaping @Sendable () throws -> ArgumentMatcher) {
    self.make = make
  }

  /// The matcher, made now if it has not been yet; the same error every time when making it
  /// failed.
  func matcher() throws -> ArgumentMatcher {
    lock.lock()
    defer { lock.unlock() }
    if let made { return try made.get() }
    let result = Result { try make() }
    made = result
    return try result.get()
  }

  /// Whether the matcher has been made (or failed to be).
  var isMade: Bool {
    lock.lock()
    defer { lock.unlock() }
    return made != nil
  }
}
