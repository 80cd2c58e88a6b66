import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads `Content-Length`-framed messages from a file descriptor (the server's standard input).
struct MessageReader {
  /// What the next frame holds.
  enum Frame: Equatable {
    /// A message body.
    case body(Data)
    /// A header block the server cannot use; the reader has skipped it.
    case badHeader(String)
    /// The input ended (the client went away).
    case end
  }

  private let descriptor: Int32
  private var buffer = Data()
  private var ended = false

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Reads the next frame, blocking until one is complete or the input ends.
  mutating func next() -> Frame {
    let separator = Data("\r\n\r\n".utf8)
    var headerEnd: Range<Data.Index>?
    while true {
      headerEnd = buffer.range(of: separator)
      if headerEnd != nil || !fill() { break }
    }
    guard let headerEnd else {
      if buffer.isEmpty { return .end }
      let leftover = String(decoding: buffer, as: UTF8.self)
      buffer.removeAll()
      return .badHeader("the input ended inside a header: \(leftover.debugDescription)")
    }
    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
    buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
    let length: Int
    switch Self.contentLength(in: header) {
    case .success(let value): length = value
    case .failure(let problem): return .badHeader(problem.reason)
    }
    while buffer.count < length {
      guard fill() else {
        buffer.removeAll()
        return .badHeader("the input ended after \(length) bytes were announced but fewer came")
      }
    }
    let body = buffer.prefix(length)
    buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + length)
    return .body(Data(body))
  }

  struct HeaderProblem: Error { let reason: String }

  /// The `Content-Length` of a header block (other fields, such as `Content-Type`, are ignored).
  static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
    var length: Int?
    for line in header.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HeaderProblem(reason: "header line \(line.debugDescription) has no colon"))
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard let number = Int(value), number >= 0 else {
        return .failure(
          HeaderProblem(reason: "Content-Length \(value.debugDescription) is not a length"))
      }
      length = number
    }
    guard let length else {
      return .failure(HeaderProblem(reason: "the header has no Content-Length"))
    }
    return .success(length)
  }

  /// Appends what the descriptor has; `false` at the end of the input.
  private mutating func fill() -> Bool {
    guard !ended else { return false }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
        return true
      }
      if count < 0 && errno == EINTR { continue }
      ended = true
      return false
    }
  }
}

/// Writes `Content-Length`-framed messages to a file descriptor (the server's standard output).
struct MessageWriter {
  let descriptor: Int32

  /// Writes one message; `false` when the client no longer reads.
  @discardableResult
  func send(_ message: JSON) -> Bool {
    let body = Data(message.serialized.utf8)
    var frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame.append(body)
    return frame.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
