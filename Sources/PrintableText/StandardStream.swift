import Foundation

/// Standard output and standard error, written without ever stopping the process: when a stream
/// cannot be written (a full disk, a pipe whose reader is gone while SIGPIPE is ignored), the
/// text is dropped and the first failure is kept, so that the command can end with a clear error
/// and a non-zero exit status instead of a crash.
package enum StandardStream {
  /// Writes `text` to standard output.
  package static func output(_ text: String) { write(Data(text.utf8), to: STDOUT_FILENO) }

  /// Writes `bytes` to standard output as they are.
  package static func output(_ bytes: Data) { write(bytes, to: STDOUT_FILENO) }

  /// Writes `text` to standard error.
  package static func error(_ text: String) { write(Data(text.utf8), to: STDERR_FILENO) }

  /// Why standard output could not be written, such as "No space left on device", if it failed.
  package static var outputFailure: String? { failures.first(for: STDOUT_FILENO) }

  private static let failures = Failures()

  private static func write(_ bytes: Data, to descriptor: Int32) {
    guard failures.first(for: descriptor) == nil else { return }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failures.record(String(cString: strerror(errno)), for: descriptor)
          return
        }
        offset += written
      }
    }
  }

  /// The first failure of each stream. `@unchecked Sendable`: every access holds `lock`.
  private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var reasons: [Int32: String] = [:]

    func first(for descriptor: Int32) -> String? { lock.withLock { reasons[descriptor] } }

    func record(_ reason: String, for descriptor: Int32) {
      lock.withLock { if reasons[descriptor] == nil { reasons[descriptor] = reason } }
    }
  }
}
