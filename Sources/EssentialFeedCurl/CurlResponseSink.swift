import Foundation

/// Collects one response's body as libcurl delivers it, counting it against the cap as it arrives.
///
/// Used only on the transfer's own thread, from inside libcurl's callbacks.
final class CurlResponseSink {
  private let maximumBodySize: Int
  /// The body so far (decoded, when the server compressed it).
  private(set) var body = Data()
  /// Whether the body went past the cap (and the transfer was stopped there).
  private(set) var overflowed = false

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  /// Forgets the response so far, before a redirect is followed.
  func reset() {
    body = Data()
    overflowed = false
  }

  /// Appends a chunk; returns `false` (remembering why) when it would take the body over the cap.
  func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
    guard body.count + chunk.count <= maximumBodySize else {
      overflowed = true
      return false
    }
    body.append(contentsOf: chunk)
    return true
  }
}
