import Foundation
import Testing

@testable import Gherkin

/// A tag expression left unquoted on the command line splits into words the shell passes one by
/// one: the words after the `--tags` value must not be taken for paths.
@Suite("tag expressions left unquoted on the command line")
struct StrayTagWordsTests {
  @Test("an unquoted expression after --tags is a usage error showing it quoted")
  func unquotedExpression() {
    #expect(
      throws: UsageError(
        "'and not @edge' is not a path: it reads as the rest of the tag expression after --tags @narrative-2. Quote the whole expression: --tags \"@narrative-2 and not @edge\""
      )
    ) {
      try CommandLineOptions(arguments: ["--tags", "@narrative-2", "and", "not", "@edge"])
    }
  }

  @Test("--tags=EXPR followed by more of the expression is caught too")
  func unquotedAfterInlineValue() {
    #expect(throws: UsageError.self) {
      try CommandLineOptions(arguments: ["--tags=@a", "or", "@b"])
    }
  }

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
