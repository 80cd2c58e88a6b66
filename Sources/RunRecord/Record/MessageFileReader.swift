import Foundation
import PrintableText

/// The envelopes of one message file, read a chunk at a time so that no more than its longest
/// line is held: blank lines are skipped and a line may end with CRLF. A line that is not a
/// message is named by file and line number, saying why.
struct MessageFileReader {
  private let path: String
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`, and how far it holds no line feed.
  private var start = 0
  private var scanned = 0
  private var atEnd = false
  /// How many bytes of the file came before `buffer`.
  private var dropped: Int
  /// The number of the last line read, and where in the file it starts.
  private(set) var line = 0
  private(set) var offset = 0

  /// Opens the file at `path`, to read from byte `offset`. Only an ordinary file is read
  /// (``FileKind``'s rule): a pipe (a FIFO, `/dev/stdin`) could not be read twice, as report reads
  /// every file, and a device such as `/dev/zero` never ends.
  init(path: String, offset: Int = 0) throws(MessageFiles.Problem) {
    (self.path, dropped) = (path, offset)
    let descriptor: Int32
    switch FileKind.openOrdinary(path) {
    case .success(let opened): descriptor = opened.descriptor
    case .failure(.cannotOpen(let code)):
      throw Self.unreadable(path, String(cString: strerror(code)))
    case .failure(let refusal):
      throw Self.unreadable(
        path, refusal.reason + ": report reads each file twice; save the messages to a file")
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else {
      throw Self.unreadable(path, String(cString: strerror(errno)))
    }
  }

  /// The next envelope, or `nil` at the end of the file.
  mutating func next() throws(MessageFiles.Problem) -> Envelope? {
    while true {
      if let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let bytes = buffer[start..<end]
        (offset, start, scanned) = (dropped + start, end + 1, end + 1)
        if let envelope = try decode(bytes, ended: true) { return envelope }
      } else if atEnd {
        guard start < buffer.count else { return nil }
        let bytes = buffer[start...]
        (offset, start, scanned) = (dropped + start, buffer.count, buffer.count)
        if let envelope = try decode(bytes, ended: false) { return envelope }
      } else {
        buffer.removeSubrange(..<start)
        (dropped, scanned, start) = (dropped + start, buffer.count, 0)
        do {
          // 16 KB: little to read when one line is read again (``MessageFiles/Run/reread(_:)``).
          let chunk = try handle.read(upToCount: 1 << 14) ?? Data()
          atEnd = chunk.isEmpty
          buffer += chunk
        } catch {
          throw Self.unreadable(path, MessageFiles.reason(error))
        }
      }
    }
  }

  /// The envelope on the line `bytes` (without its line feed; `ended` is false for a last line
  /// with none), or `nil` for a blank line.
  private mutating func decode(_ bytes: ArraySlice<UInt8>, ended: Bool) throws(MessageFiles.Problem)
    -> Envelope?
  {
    line += 1
    guard bytes.contains(where: { ![9, 13, 32].contains($0) }) else { return nil }
    let content = bytes.last == 13 ? bytes.dropLast() : bytes
    guard let text = String(validating: content, as: UTF8.self) else {
      throw MessageFiles.Problem(description: "\(path):\(line): not a Cucumber message: not UTF-8")
    }
    do {
      return try Envelope(ndjsonLine: text)
    } catch {
      throw MessageFiles.Problem(
        description: "\(path):\(line): not a Cucumber message"
          + (ended ? "" : " (the file looks cut short)") + ": \(MessageFiles.reason(error))")
    }
  }

  private static func unreadable(_ path: String, _ reason: String) -> MessageFiles.Problem {
    MessageFiles.Problem(description: "\(path): cannot read the message file (\(reason))")
  }
}
