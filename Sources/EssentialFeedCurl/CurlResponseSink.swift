import Foundation

/// Collects one response as libcurl delivers it: the header lines of the latest status line and
/// the body, counting the body against the cap as it arrives.
///
/// Used only on the transfer's own thread, from inside libcurl's callbacks.
final class CurlResponseSink {
  private let maximumBodySize: Int
  /// The body so far (decoded, when the server compressed it).
  private(set) var body = Data()
  /// The header fields of the latest response, in order, as name and value.
  private(set) var headerFields: [(name: String, value: String)] = []
  /// The HTTP version of the latest status line, such as `HTTP/1.1`.
  private(set) var httpVersion: String?
  /// Whether the body went past the cap (and the transfer was stopped there).
  private(set) var overflowed = false

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  /// Forgets the response so far, before a redirect is followed.
  func reset() {
    body = Data()
    headerFields = []
    httpVersion = nil
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

  /// Takes one header line as libcurl delivers it (with its line break). A status line starts a
  /// new response (an interim `100 Continue`, or the next hop of a redirect).
  func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
    let line = String(decoding: bytes, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix("HTTP/") {
      headerFields = []
      httpVersion = line.split(separator: " ", maxSplits: 1).first.map(String.init)
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    headerFields.append((name, value))
  }

  /// The header fields as `HTTPURLResponse` takes them; repeated fields are joined with `, `.
  var headerDictionary: [String: String] {
    var fields: [String: String] = [:]
    var namesByLowercase: [String: String] = [:]
    for (name, value) in headerFields {
      if let existing = namesByLowercase[name.lowercased()] {
        fields[existing] = fields[existing].map { "\($0), \(value)" } ?? value
      } else {
        namesByLowercase[name.lowercased()] = name
        fields[name] = value
      }
    }
    return fields
  }
}
