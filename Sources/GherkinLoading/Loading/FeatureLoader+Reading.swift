import Foundation
import PrintableText

extension FeatureLoader {
  /// The largest feature file read, 16 MiB: far above any hand-written feature (Features/ is
  /// a few kilobytes a file), low enough that a wrong path (a disk image, a log) is refused at
  /// once instead of filling memory.
  package static let maximumFileSize = 16 << 20

  /// The text of the feature file at `file`. Only an ordinary file is read (``FileKind``'s rule:
  /// a named pipe, which would wait for a writer forever, or a device such as `/dev/zero`, which
  /// never ends, is refused), and at most ``maximumFileSize`` bytes of it.
  static func contents(of file: String) -> Result<String, FeatureLoadError> {
    let opened: OpenedFile
    switch FileKind.openOrdinary(file) {
    case .success(let found): opened = found
    case .failure(.cannotOpen(let code)): return .failure(FeatureLoadError(path: file, errno: code))
    case .failure(.notOrdinary(let kind)): return .failure(notOrdinary(file, kind: kind))
    }
    let descriptor = opened.descriptor
    defer { close(descriptor) }
    guard opened.size <= maximumFileSize else {
      return .failure(tooLarge(file, size: opened.size))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FeatureLoadError(path: file, errno: errno))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
      // A file that grows while it is read is still cut off at the limit.
      if data.count > maximumFileSize { return .failure(tooLarge(file, size: data.count)) }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(notUTF8(file, data: data))
    }
    return .success(text)
  }

  /// The error for `file`, which is not an ordinary file but `kind` (``FileKind``'s words).
  private static func notOrdinary(_ file: String, kind: String) -> FeatureLoadError {
    FeatureLoadError(
      path: file,
      reason:
        "is \(kind), not an ordinary file, so it is not read: feature files are ordinary text files"
    )
  }

  private static func tooLarge(_ file: String, size: Int) -> FeatureLoadError {
    let mebibytes = Double(size) / Double(1 << 20)
    return FeatureLoadError(
      path: file,
      reason:
        "is larger than \(maximumFileSize >> 20) MiB (it is \(String(format: "%.1f", mebibytes)) MiB), the most a feature file may be, so it is not read: split it into smaller feature files"
    )
  }

  /// The error for `file` whose bytes `data` are not UTF-8, at the first line and column where
  /// they are not.
  static func notUTF8(_ file: String, data: Data) -> FeatureLoadError {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return FeatureLoadError(
        path: file,
        reason:
          "cannot be read as UTF-8 text: it is saved as UTF-16. Save it as UTF-8 (in your editor's save or encoding menu)"
      )
    }
    let reason =
      "cannot be read as UTF-8 text: the character here is written in another encoding (such as Latin-1 or Windows-1252). Save the file as UTF-8 (in your editor's save or encoding menu)"
    let place = firstNonUTF8(in: data)
    return FeatureLoadError(path: file, reason: reason, line: place?.line, column: place?.column)
  }

  /// The line and column (counted in characters) of the first bytes in `data` that are not
  /// UTF-8, or `nil` when all are.
  static func firstNonUTF8(in data: Data) -> (line: Int, column: Int)? {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }
}
