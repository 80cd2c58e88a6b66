import Foundation

/// Where one reporter's text goes: standard output, or a file opened once for the whole run.
struct ReportOutput {
  private let handle: FileHandle?
  private let standardOutput: @Sendable (String) -> Void

  /// Standard output.
  init(standardOutput: @escaping @Sendable (String) -> Void) {
    handle = nil
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
    standardOutput = { _ in }
  }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    if let handle {
      handle.write(Data(text.utf8))
    } else {
      standardOutput(text)
    }
  }

  func close() {
    try? handle?.close()
  }
}
