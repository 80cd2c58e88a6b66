import Foundation
import Testing

/// A product owner proposes behaviour a developer has not built yet: a scenario tagged
/// `@proposed` runs and reports what it asks for, without failing the run or hiding the other
/// scenarios; the built `feed-specs` lists each request in the terminal, JUnit, the `proposals`
/// Markdown and the message files `report` reads.
@Suite("Proposed scenarios wait for a developer without failing the run")
struct ProposedScenariosTests {
  static let comments = """
    Feature: Image comments
      Scenario: Comments are shown
        Given the server's feed holds these images:
          | description |
          | Sunset      |
        And the server holds these comments for the image "Sunset":
          | message | author | written       |
          | Lovely  | Ann    | 5 minutes ago |
        When the customer requests to see comments on the image "Sunset"
        Then the app should display all comments for that image

      @proposed
      Scenario: Comments are shown newest first
        Given the server's feed holds these images:
          | description |
          | Sunset      |
        When the customer requests to see comments on the image "Sunset"
        Then the comments are shown newest first

    """

  @Test("a proposed scenario lists its new sentence, passes the run and runs the others")
  func proposedSentenceIsARequest() async throws {
    let folder = try VerdictAgreementTests.folder(extra: ["comments.feature": Self.comments])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(
      [
        "Features/comments.feature", "--format", "summary", "--format", "junit:r.xml",
        "--format", "proposals:proposals.md", "--format", "message:m.ndjson",
      ], in: folder)

    #expect(run.status == 0, "\(run.output)")
    let request =
      "Features/comments.feature:13: warning: Proposed: the scenario 'Comments are shown newest first' (Image comments) waits for a developer to add the sentence 'Then the comments are shown newest first'."
    #expect(run.output.contains("Proposals waiting for a developer:\n" + request), "\(run.output)")
    #expect(run.output.contains("2 scenarios (1 passed, 1 waiting), 1 proposal for a developer"))
    #expect(!run.output.contains("Undefined scenarios:"), "\(run.output)")
    let junit = try VerdictAgreementTests.text("r.xml", in: folder)
    #expect(junit.contains("failures=\"0\""), "\(junit)")
    #expect(junit.contains("<skipped message=\"proposed: waiting for a developer\"/>"), "\(junit)")
    let markdown = try VerdictAgreementTests.text("proposals.md", in: folder)
    #expect(
      markdown.hasPrefix(
        "## Proposals waiting for a developer (1)\n\n- `Features/comments.feature:13`: "))
    #expect(markdown.contains("'Then the comments are shown newest first'"))

    let report = try await VerdictAgreementTests.run(
      ["report", "m.ndjson", "--format", "proposals"], in: folder)
    #expect(report.status == 0, "\(report.output)")
    #expect(
      report.output.contains("'Then the comments are shown newest first'"), "\(report.output)")
  }

  @Test("a typo in a proposed scenario is named in its proposal, not handed over as a new sentence")
  func typoInProposalIsNamed() async throws {
    let feature = """
      Feature: Comments
        @proposed
        Scenario: Newest first
          Given the customer has conectivity
          Then the comments are shown newest first

      """
    let folder = try VerdictAgreementTests.folder(extra: ["typo.feature": feature])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(
      ["Features/typo.feature", "--format", "progress-lines", "--format", "html:r.html"],
      in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "'Given the customer has conectivity' (close to the existing 'Given the customer has [connectivity]': correct the step if that is meant) and 'Then the comments are shown newest first'."
      ), "\(run.output)")
    #expect(run.output.contains("WAIT Features/typo.feature:3 Newest first"), "\(run.output)")
    #expect(run.output.contains("0 passed, 0 failed, 1 waiting, 1 proposal for a developer"))
    let html = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(html.contains("<h2>Problems (1)</h2>"), "a proposal is one problem, not two")
  }

  @Test("a proposed outline row names its example values")
  func proposedOutlineRowNamesItsValues() async throws {
    let feature = """
      Feature: Feed
        @proposed
        Scenario Outline: Pages of the size asked for
          Given the server's feed holds 30 images
          When the customer asks for pages of <size> images
          Then the app displays <size> images

          Examples:
            | size |
            | 5    |

      """
    let folder = try VerdictAgreementTests.folder(extra: ["pages.feature": feature])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(["Features/pages.feature"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "waits for a developer to add the sentence 'When the customer asks for pages of 5 images'. Example values: size = 5."
      ), "\(run.output)")
  }

  @Test(
    "a proposed scenario whose sentences exist but fail waits for the behaviour and says what the app does instead, in its failed step's words"
  )
  func proposedBehaviourNotBuiltYet() async throws {
    let feature = """
      Feature: Feed
        @proposed
        Scenario: A feed title of our own
          Given the server's feed holds no images
          When the customer requests to see the feed
          Then the feed title is "Our pictures"

      """
    let folder = try VerdictAgreementTests.folder(extra: ["title.feature": feature])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(["Features/title.feature"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "waits for a developer: its sentences exist, and the app does otherwise: expected the feed title \"Our pictures\" but the app shows \""
      ), "\(run.output)")
    #expect(!run.output.contains("does not do what it states yet"), "\(run.output)")
  }

  @Test("a proposed scenario that passes says the tag can go")
  func proposedScenarioThatPasses() async throws {
    let feature = """
      Feature: Feed
        @proposed
        Scenario: An empty feed
          Given the server's feed holds no images
          When the customer requests to see the feed
          Then the app displays no images

      """
    let folder = try VerdictAgreementTests.folder(extra: ["empty.feature": feature])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(["Features/empty.feature"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "passes now: remove @proposed so that it guards the behaviour like any other scenario."),
      "\(run.output)")
  }

  @Test("without @proposed a new sentence fails the run and says plainly that it is new")
  func newSentenceWithoutProposalFails() async throws {
    let feature = """
      Feature: Comments
        Scenario: Newest first
          Then the comments are shown newest first

      """
    let folder = try VerdictAgreementTests.folder(extra: ["new.feature": feature])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(["Features/new.feature"], in: folder)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "No sentence comes close: this is a new sentence, which a developer adds. Tag the scenario @proposed to hand it over as a request."
      ), "\(run.output)")
    #expect(!run.output.contains("The closest sentences"), "\(run.output)")
  }
}
