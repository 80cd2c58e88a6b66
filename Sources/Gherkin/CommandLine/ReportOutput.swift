import Foundation

/// Where one reporter's text goes: standard output, or a file opened once for the whole run.
struct ReportOutput {
  private let handle: FileHandle?
  private let path: String?
  private let standardOutput: @Sendable (String) -> Void

  /// Standard output.
  init(standardOutput: @escaping @Sendable (String) -> Void) {
    handle = nil
    path = nil
    self.standardOutput = standardOutput
  }

  /// Creates (or truncates) the file at `path`, and its directory if missing.
  init(path: String) throws(UsageError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: path, contents: Data()) else {
        throw UsageError("cannot create report file \(path)")
      }
      handle = try FileHandle(forWritingTo: url)
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("cannot create report file \(path): \(error.localizedDescription)")
    }
    self.path = path
    standardOutput = { _ in }
  }

  /// Appends `text`; a file that cannot be written gives an error naming it.
  func write(_ text: String) throws(UsageError) {
    guard !text.isEmpty else { return }
    guard let handle else { return standardOutput(text) }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw UsageError(
        "cannot write report file \(path ?? ""): \(error.localizedDescription)")
    }
  }

  /// Closes the file, if any.
  func close() throws(UsageError) {
    do {
      try handle?.close()
    } catch {
      throw UsageError("cannot close report file \(path ?? ""): \(error.localizedDescription)")
    }
  }
}
