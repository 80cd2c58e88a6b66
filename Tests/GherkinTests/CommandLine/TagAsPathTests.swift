import Foundation
import Testing

@testable import Gherkin

/// A tag written where a path goes (`feed-specs @smoke`) is not taken for a missing file.
@Suite("a tag written as a path")
struct TagAsPathTests {
  @Test("a tag given as a path says to write --tags")
  func tagAsPath() {
    #expect(
      throws: UsageError(
        "@smoke is not a file or folder: to run the scenarios tagged @smoke, write --tags @smoke")
    ) {
      try CommandLineOptions(arguments: ["@smoke"])
    }
  }

  @Test("paths after a --tags value stay paths")
  func pathsAfterTags() throws {
    let options = try CommandLineOptions(
      arguments: ["--tags", "@a", "Features/x.feature", "Features/y.feature:3"])

    #expect(options.paths == ["Features/x.feature", "Features/y.feature:3"])
    #expect(options.tags == ["@a"])
  }
}
