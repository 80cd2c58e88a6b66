import Foundation

/// The parts of a report that only the run's end can put in order (its test cases), kept in an
/// unlinked temporary file (in `TMPDIR`) rather than in memory, with where each one is: at the
/// end, the report is laid out of its own texts and these parts and handed out in pieces of
/// about 64 KB. When the file cannot be made or written, the report ends with an error naming
/// it: nothing goes missing silently.
package final class ReportSpool {
  /// A piece of the report's layout: text of its own, or the part numbered so by ``add(_:)``.
  package enum Piece {
    case text(String)
    case part(Int)
  }

  /// The report's name in errors: `JUnit`.
  private let report: String
  private var file: FileHandle?
  /// Each part's start and length in the file, in the order they came.
  private var parts: [(offset: UInt64, length: Int)] = []
  private var failure: String?
  /// The layout still to hand out.
  private var waiting: ArraySlice<Piece> = []
  private var laidOut = false
  /// The parts not yet in the file: it is written in blocks of 64 KB.
  private var unwritten = ""

  package init(report: String) { self.report = report }

  /// Keeps `text`; its number for ``Piece/part(_:)``.
  package func add(_ text: String) -> Int {
    let offset = parts.last.map { $0.offset + UInt64($0.length) } ?? 0
    parts.append((offset, text.utf8.count))
    unwritten += text
    if unwritten.utf8.count >= 65_536 { write() }
    return parts.count - 1
  }

  /// Writes the ``unwritten`` parts to the file (made on the first call).
  private func write() {
    defer { unwritten.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    let directory = FileManager.default.temporaryDirectory.path
    do {
      if file == nil {
        var template = Array("\(directory)/feed-specs-report-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw ReportWriteError(String(cString: strerror(errno))) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // not inherited by a process a step starts
        unlink(template)
        file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      }
      try unwritten.withUTF8 { try file?.write(contentsOf: $0) }
    } catch {
      failure = "\(report) cannot write its temporary file in \(directory) (set TMPDIR): \(error)"
    }
  }

  /// Sets the report's layout, handed out by ``nextPiece()``.
  package func lay(out layout: [Piece]) {
    if !unwritten.isEmpty { write() }
    (waiting, laidOut) = (layout[...], true)
  }

  /// The next 64 KB or so of the layout; `nil` once it is all out (the spool then starts empty
  /// for another run, its file closed).
  package func nextPiece() throws -> String? {
    if let failure { throw ReportWriteError(failure) }
    guard !waiting.isEmpty else {
      if laidOut { (parts, file, laidOut) = ([], nil, false) }
      return nil
    }
    var piece = Data()
    while let next = waiting.first, piece.count < 65_536 {
      waiting.removeFirst()
      switch next {
      case .text(let text): piece += Data(text.utf8)
      case .part(let number):
        let (offset, length) = parts[number]
        do {
          try file?.seek(toOffset: offset)
          guard let data = try file?.read(upToCount: length), data.count == length else {
            throw ReportWriteError("\(report)'s temporary file ended early")
          }
          piece += data
        } catch {
          throw ReportWriteError("\(report) cannot read its temporary file: \(error)")
        }
      }
    }
    return String(decoding: piece, as: UTF8.self)
  }
}
