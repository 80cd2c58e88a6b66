import Foundation
import PrintableText

/// Where one reporter's text goes: standard output, or a file opened once for the whole run and
/// written in blocks of 64 KB (the rest when it closes).
package struct ReportOutput {
  private var handle: FileHandle?
  private var pending = ""
  private var path: String?
  private var standardOutput: @Sendable (String) -> Void = { _ in }

  /// Standard output.
  init(standardOutput: @escaping @Sendable (String) -> Void) {
    self.standardOutput = standardOutput
  }

  /// Creates (or truncates) the file at `path`, and its directory if missing. The file is
  /// opened in place, never replaced: a symbolic link is written through and a device such as
  /// `/dev/null` stays a device (`FileManager.createFile` would swap in a new regular file).
  init(path: String) throws(UsageError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot create report file \(path): \(error.localizedDescription)")
    }
    // Non-blocking, so that a named pipe with no reader is refused (ENXIO) instead of waited on.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw UsageError("cannot create report file \(path): \(Self.reason(errno, path: path))")
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    // A pipe that opened has a reader (`/dev/stdout` piped to another command): written as usual.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    self.path = path
  }

  /// Why opening `path` for writing failed with `code`: a named pipe with no reader and a
  /// socket (`ENXIO`) say what they are.
  private static func reason(_ code: Int32, path: String) -> String {
    var status = stat()
    guard code == ENXIO, stat(path, &status) == 0 else { return String(cString: strerror(code)) }
    return
      "it is \(FileKind.kind(of: path, mode: status.st_mode)); a report goes to a file or a device such as /dev/null"
  }

  /// Refuses any of `paths` that is one of `inputs` (what the command reads), whatever spelling
  /// or link leads to it (files are compared by device and inode), so that no report overwrites
  /// them; and any given twice (but a device such as `/dev/null`), so that no two reports write
  /// over each other.
  package static func refuse(_ paths: [String], amongInputs inputs: [String]) throws(UsageError) {
    var read: [FileIdentity: String] = [:]
    for input in inputs {
      if let identity = FileIdentity(path: input), read[identity] == nil { read[identity] = input }
    }
    var written: Set<Place> = []
    for path in paths {
      let place = Place(path)
      if case .file(let identity) = place, let input = read[identity] {
        throw UsageError(
          "--format would write to \(path), which is one of the files read (\(input)); nothing was written"
        )
      }
      guard place == .device || written.insert(place).inserted else {
        throw UsageError("--format writes two reports to \(path); give each a file of its own")
      }
    }
  }

  /// Where a report path leads: an existing file, a device (which takes any number of reports),
  /// or a new file's name in its folder with the folder's links resolved.
  private enum Place: Hashable {
    case file(FileIdentity)
    case device
    case new(String)

    init(_ path: String) {
      var status = stat()
      if stat(path, &status) == 0 {
        let type = status.st_mode & S_IFMT
        self = type == S_IFCHR || type == S_IFBLK ? .device : .file(FileIdentity(status))
        return
      }
      let url = URL(fileURLWithPath: path).standardizedFileURL
      let folder = url.deletingLastPathComponent().path
      self = .new((FeatureLoader.resolved(folder) ?? folder) + "/" + url.lastPathComponent)
    }
  }

  /// Appends `text` (to the file once 64 KB are waiting, or `flush` is set); a file that cannot
  /// be written gives an error naming it.
  mutating func write(_ text: String, flush: Bool = false) throws(UsageError) {
    guard let handle else { return text.isEmpty ? () : standardOutput(text) }
    pending += text
    guard flush || pending.utf8.count >= 65_536, !pending.isEmpty else { return }
    defer { pending = "" }
    do {
      // From the text's own storage: a whole report is not copied to be written.
      try pending.withUTF8 { try handle.write(contentsOf: $0) }
    } catch {
      throw UsageError(
        "cannot write report file \(path ?? ""): \(error.localizedDescription)")
    }
  }

  /// Writes what is waiting and closes the file, if any.
  mutating func close() throws(UsageError) {
    try write("", flush: true)
    do {
      try handle?.close()
    } catch {
      throw UsageError("cannot close report file \(path ?? ""): \(error.localizedDescription)")
    }
  }
}
