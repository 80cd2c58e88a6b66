import Foundation

/// Where one reporter's text goes: standard output, or a file opened once for the whole run and
/// written in blocks of 64 KB (the rest when it closes).
struct ReportOutput {
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
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw UsageError("cannot create report file \(path): \(String(cString: strerror(errno)))")
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    self.path = path
  }

  /// Refuses any of `paths` that is, with symbolic links, `.` and `..` resolved, one of `inputs`
  /// (what the command reads), so that no report overwrites them, or given twice (but a device
  /// such as `/dev/null`), so that no two reports write over each other.
  static func refuse(_ paths: [String], amongInputs inputs: [String]) throws(UsageError) {
    let read = Set(inputs.compactMap(FeatureLoader.resolved))
    var written: Set<String> = []
    for path in paths {
      let place =
        FeatureLoader.resolved(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
      if read.contains(place) {
        throw UsageError("--format would write to \(path), which is one of the files read")
      }
      guard place.hasPrefix("/dev/") || written.insert(place).inserted else {
        throw UsageError("--format writes two reports to \(path); give each a file of its own")
      }
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
