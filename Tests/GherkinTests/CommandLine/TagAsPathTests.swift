import Foundation
import Testing

@testable import GherkinCommandLine

/// A tag written where a path goes (`feed-specs @smoke`) is not taken for a missing file.
@Suite("a tag written as a path")
struct TagAsPathTests {
  @Test("paths after a --tags value stay paths")
  func pathsAfterTags() throws {
    let options = try CommandLineOptions(
      arguments: ["--tags", "@a", "Features/x.feature", "Features/y.feature:3"])

    #expect(options.paths == ["Features/x.feature", "Features/y.feature:3"])
    #expect(options.tags.map(\.source) == ["@a"])
  }
}
