/// Why a command could not do what was asked: the message a customer sees (such as "Couldn't
/// connect to server") and the reasons behind it, one line each. Reported with exit status 1.
struct CommandFailure: Error, Equatable, Sendable {
  /// The message, one line.
  let message: String
  /// What went wrong underneath, one line each.
  let reasons: [String]

  init(_ message: String, reasons: [String] = []) {
    self.message = message
    self.reasons = reasons
  }

  init(_ message: String, reason: String) {
    self.init(message, reasons: [reason])
  }
}
