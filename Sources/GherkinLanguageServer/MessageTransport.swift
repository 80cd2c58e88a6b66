import Foundation

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
    /// A header the framing cannot be trusted past (a body or header over its limit, never
    /// read): the server stops.
    case fatal(String)
  }

  /// The largest body the server reads, 64 MiB: far above any feature file an editor sends.
  static let maximumLength = 64 << 20
  /// The longest header block the server reads, 8 KiB (a header holds a field or two).
  static let maximumHeader = 8 << 10

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
      let headerLength = headerEnd.map { $0.lowerBound - buffer.startIndex } ?? buffer.count
      guard headerLength <= Self.maximumHeader else {
        return .fatal("a header block is longer than \(Self.maximumHeader) bytes")
      }
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
    do {
      length = try Self.contentLength(in: header)
    } catch {
      return .badHeader(error.reason)
    }
    guard length <= Self.maximumLength else {
      let shown = length == .max ? "a number too large to read" : "\(length) bytes"
      return .fatal(
        "a message announces a Content-Length of \(shown), over the limit of"
          + " \(Self.maximumLength) bytes (64 MiB); its body was not read")
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

  /// The `Content-Length` of a header block, in decimal digits, given once (other fields, such
  /// as `Content-Type`, are ignored); `Int.max` for a number too large to read.
  static func contentLength(in header: String) throws(HeaderProblem) -> Int {
    var length: Int?
    for line in header.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        throw HeaderProblem(reason: "header line \(line.debugDescription) has no colon")
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard length == nil else {
        throw HeaderProblem(reason: "the header has more than one Content-Length")
      }
      guard !value.isEmpty, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) else {
        throw HeaderProblem(reason: "Content-Length \(value.debugDescription) is not a length")
      }
      length = Int(value) ?? .max  // too many digits: over any limit
    }
    guard let length else { throw HeaderProblem(reason: "the header has no Content-Length") }
    return length
  }

  /// Whether more input is already waiting: bytes read but not yet taken, or on the descriptor.
  var hasPendingInput: Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return !buffer.isEmpty || (!ended && poll(&poller, 1, 0) > 0)
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

  /// Writes one message, or what of it the client still reads.
  func send(_ message: JSON) {
    writeFrame(of: Data(message.serialized.utf8))
  }

  /// Writes the response to request `id` whose result is `encoded`, JSON text: the same bytes
  /// as ``send(_:)`` writes for `["jsonrpc": "2.0", "id": id, "result": result]`.
  func send(result encoded: String, id: JSON) {
    var body = #"{"jsonrpc":"2.0","id":"#
    id.write(into: &body)
    body += #","result":"# + encoded + "}"
    writeFrame(of: Data(body.utf8))
  }

  private func writeFrame(of body: Data) {
    let frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    frame.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }  // the client no longer reads
        offset += written
      }
    }
  }
}
