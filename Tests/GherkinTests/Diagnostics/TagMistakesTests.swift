import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics

/// A `--tags` (or `GHERKIN_TAGS`) naming a tag no scenario has never passes silently, even when
/// the rest of the expression selects scenarios; Cucumber's old syntax and a tag expression the
/// shell split for want of quotes are named with the way to write them.
@Suite("Tags no scenario has, old tag syntax and unquoted tag expressions")
struct TagMistakesTests {
  private let feature = """
    Feature: Tagged

      @narrative-2
      Scenario: One
        Given the cache was saved 1 days ago
        Then the app displays 2 images

      @narrative-2 @edge
      Scenario: Two
        Given the cache was saved 2 days ago
        Then the app displays 2 images

      @primary
      Scenario: Three
        Given the cache was saved 3 days ago
        Then the app displays 2 images

    """

  @Test("a misspelt tag after 'not' fails the run and names the tag it resembles")
  func misspeltNegatedTag() async throws {
    let run = try await runCommand(["--tags", "@narrative-2 and not @edg"])

    #expect(run.code == 1)
    #expect(run.output.contains("2 scenarios (2 passed), 1 tag no scenario has\n"))
    #expect(
      run.output.hasSuffix(
        "--tags '@narrative-2 and not @edg' names @edg, which no scenario has, so 'not @edg' leaves out no scenario. Did you mean @edge?\n"
      ))
  }

  @Test("a misspelt tag beside 'or' fails the run and names the tag it resembles")
  func misspeltAlternative() async throws {
    let run = try await runCommand(["--tags", "@edge or @edgee"])

    #expect(run.code == 1)
    #expect(
      run.output.hasSuffix(
        "--tags '@edge or @edgee' names @edgee, which no scenario has, so @edgee adds no scenario. Did you mean @edge?\n"
      ))
  }

  @Test("a tag unlike any that exists is a warning, as 'not @wip' is when nothing is @wip today")
  func unusedTagIsWarning() async throws {
    let run = try await runCommand(["--tags", "not @wip"])

    #expect(run.code == 0)
    #expect(run.output.contains("3 scenarios (3 passed), 1 tag no scenario has\n"))
    #expect(
      run.output.hasSuffix(
        "warning: --tags 'not @wip' names @wip, which no scenario has today, so 'not @wip' leaves out no scenario. If it is meant for scenarios to come, this is only a warning.\n"
      ))
  }

  @Test("--allow-empty makes a misspelt tag a warning, still shown")
  func allowEmptyWarns() async throws {
    let run = try await runCommand(["--tags", "@edge or @edgee", "--allow-empty"])

    #expect(run.code == 0)
    #expect(run.output.contains("warning: --tags '@edge or @edgee' names @edgee"))
    #expect(run.output.contains("Did you mean @edge? (a warning under --allow-empty)"))
  }

  @Test("'~' is named as old Cucumber syntax for 'not', with the expression rewritten")
  func oldNot() async throws {
    let alone = try await runCommand(["--tags", "~@edge"])
    let joined = try await runCommand(["--tags", "@narrative-2 and ~@edge"])

    #expect(alone.code == 1)
    #expect(
      alone.output.contains(
        "--tags ~@edge selects no scenario: '~' is how old versions of Cucumber wrote 'not': write --tags 'not @edge'."
      ))
    #expect(!alone.output.contains("no scenario has @~@edge"))
    #expect(
      joined.output.contains("write --tags '@narrative-2 and not @edge'."))
  }

  @Test("a comma is named as old Cucumber syntax for 'or', with the expression rewritten")
  func oldOr() async throws {
    let run = try await runCommand(["--tags", "@edge,@primary"])

    #expect(run.code == 1)
    #expect(
      run.output.contains(
        "--tags @edge,@primary selects no scenario: A comma is how old versions of Cucumber wrote 'or': write --tags '@edge or @primary'."
      ))
  }

  @Test("old syntax beside a tag that selects scenarios still fails the run")
  func oldSyntaxInNonEmptySelection() async throws {
    let run = try await runCommand(["--tags", "@primary or ~@edge"])

    #expect(run.code == 1)
    #expect(run.output.contains("write --tags '@primary or not @edge'."))
  }

  @Test("a misspelt tag that selects nothing says 'did you mean' in the empty-selection error")
  func emptySelectionSuggests() async throws {
    let run = try await runCommand(["--tags", "@edg"])

    #expect(run.code == 1)
    #expect(
      run.output.contains(
        "--tags @edg selects no scenario: no scenario has the tag @edg. Did you mean @edge? Tags that exist, closest first: @edge,"
      ))
    #expect(!run.output.contains("names @edg, which"))
  }

  @Test(
    "an unquoted tag expression is named with the quoted form, not read as files",
    arguments: [
      (["--tags", "@narrative-2", "and", "not", "@edge"], "'@narrative-2 and not @edge'"),
      (["--tags", "not", "@edge"], "'not @edge'"),
      (["--tags=@a", "or", "@b"], "'@a or @b'"),
    ])
  func unquotedExpression(arguments: [String], quoted: String) async throws {
    let run = try await runCommand(arguments)

    #expect(run.code == 2)
    #expect(run.errors.contains("quote the whole tag expression, as in --tags \(quoted)"))
    #expect(!run.errors.contains("no such file"))
  }

  @Test("the words the shell split off are named")
  func unquotedWordsNamed() {
    #expect(
      Diagnostics.unquotedTagExpression("@a", followedBy: ["and", "not", "@b", "x.feature"])
        == "--tags takes one argument, so 'and', 'not', and '@b' would be read as files: quote the whole tag expression, as in --tags '@a and not @b'"
    )
    #expect(Diagnostics.unquotedTagExpression("@a", followedBy: ["x.feature"]) == nil)
    #expect(Diagnostics.unquotedTagExpression("@a and @b", followedBy: ["and"]) == nil)
  }

  @Test("under swift test a misspelt GHERKIN_TAGS is a failing case naming the tag it resembles")
  func bridgeMisspeltTag() throws {
    let directory = try FeatureDirectory(["f.feature": feature])
    defer { directory.remove() }

    let cases = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_TAGS": "@narrative-2 and not @edg"])

    let problems = cases.compactMap { testCase -> Diagnostic? in
      if case .problem(let problem) = testCase.content { return problem }
      return nil
    }
    #expect(cases.count == 3)
    #expect(cases.map(\.testDescription).contains("Features (tag no scenario has)"))
    #expect(
      problems.map(\.message) == [
        "GHERKIN_TAGS='@narrative-2 and not @edg' names @edg, which no scenario has, so 'not @edg' leaves out no scenario. Did you mean @edge?"
      ])
    #expect(problems.first?.severity == .error)
  }

  @Test("the closest tags are found among many, closest first, ties in name order")
  func closestTags() {
    let existing = Set((0..<5_000).map { "@t\($0)" } + ["@edge", "@edges", "@ledge"])

    #expect(
      Diagnostics.closestTags(to: "@edgx", in: existing, count: 3) == ["@edge", "@edges", "@ledge"]
    )
    #expect(Diagnostics.closestTags(to: "@t1x", in: existing, count: 2) == ["@t1", "@t10"])
    #expect(Diagnostics.closestTags(to: "@a", in: [], count: 8).isEmpty)
  }

  @Test("a tag is close when only case, a swap or one edit apart (two for a long name)")
  func closeness() {
    #expect(Diagnostics.isClose("@edge", "@Edge"))
    #expect(Diagnostics.isClose("@edge", "@edg"))
    #expect(!Diagnostics.isClose("@edge", "@ed"))
    #expect(Diagnostics.isClose("@narrative-2", "@narative2"))
    #expect(Diagnostics.isClose("@cache", "@cahce"))
    #expect(!Diagnostics.isClose("@wip", "@primary"))
    #expect(!Diagnostics.isClose("@abcd", "@badc"))
  }

  private func runCommand(_ arguments: [String]) async throws
    -> (code: Int32, output: String, errors: String)
  {
    let directory = try FeatureDirectory(["f.feature": feature])
    defer { directory.remove() }
    return await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry())
  }
}
