/// Where in Swift source a step definition or hook was declared (`#fileID` and `#line`).
package struct SourceReference: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` gives it (`Module/File.swift`).
  package var file: String
  /// The 1-based line.
  package var line: Int

  /// Creates a reference.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`.
  package var description: String { "\(file):\(line)" }
}
