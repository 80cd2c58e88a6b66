/// Why a command could not do what was asked: the message a customer sees (such as "Couldn't
/// connect to server") and, when it helps, the reason behind it. Reported with exit status 1.
struct CommandFailure: Error, Equatable, Sendable {
  /// The message, one line.
  let message: String
  /// What went wrong underneath, one line, or `nil`.
  let reason: String?

  init(_ message: String, reason: String? = nil) {
    self.message = message
    self.reason = reason
  }
}
