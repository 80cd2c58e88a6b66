import Foundation
import PrintableText

/// Where `essential-feed` writes: results on standard output, messages and progress on standard
/// error.
struct Console: Sendable {
  /// Writes text to standard output.
  let output: @Sendable (String) -> Void
  /// Writes text to standard error.
  let error: @Sendable (String) -> Void
  /// Whether standard error is a terminal, so a progress line may be shown and erased.
  let errorIsTerminal: Bool
  /// Writes bytes as they are to standard output (`image --output -`).
  var outputData: @Sendable (Data) -> Void = StandardStream.output

  /// The process's standard output and standard error.
  static var standard: Console {
    Console(
      output: StandardStream.output,
      error: StandardStream.error,
      errorIsTerminal: isatty(STDERR_FILENO) == 1)
  }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) { output(text + "\n") }

  /// Writes `essential-feed: message` and a newline to standard error.
  func report(_ message: String) { error("essential-feed: \(message)\n") }
}
