/// ANSI colours for terminal reporters, or plain text when colours are off.
struct ANSIStyle: Sendable {
  var enabled: Bool

  func paint(_ text: String, _ status: TestStatus) -> String {
    paint(text, code: Self.code(for: status))
  }

  func grey(_ text: String) -> String { paint(text, code: "90") }

  func bold(_ text: String) -> String { paint(text, code: "1") }

  private func paint(_ text: String, code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private static func code(for status: TestStatus) -> String {
    switch status {
    case .passed: "32"
    case .failed, .ambiguous: "31"
    case .pending, .undefined: "33"
    case .skipped: "36"
    }
  }
}
