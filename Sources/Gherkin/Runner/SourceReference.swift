/// Where in Swift source a step definition or hook was declared (`#fileID` and `#line`).
public struct SourceReference: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` gives it (`Module/File.swift`).
  public var file: String
  /// The 1-based line.
  public var line: Int

  /// Creates a reference.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`.
  public var description: String { "\(file):\(line)" }
}
