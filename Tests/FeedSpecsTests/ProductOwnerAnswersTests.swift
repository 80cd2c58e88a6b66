import Foundation
import Testing

/// Answers that point at the right thing, as a product owner gets them from the built
/// `feed-specs`: the fix is in the feature file, so the answer says what to write there and
/// offers no Swift snippet for a sentence that already exists.
@Suite("Product owners' answers point at the fix in the feature file")
struct ProductOwnerAnswersTests {
  @Test("a table under a step written without its ':' gets the ':' fix and no snippet")
  func missingColonBeforeTable() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario: A table without its colon
          Given the server's feed holds these images
            | description | location |
            | Sunset      | Brighton |
          When the customer requests to see the feed
          Then the app displays 1 images
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "The sentence ends with ':' before its table or doc string, and the step lacks it. Write: the server's feed holds these images:"
      ), "\(run.output)")
    #expect(!run.output.contains("registry.given("), "\(run.output)")
    #expect(!run.output.contains("The closest sentences"), "\(run.output)")
  }

  @Test("a step wrapped onto two lines is named as one step to join, at the second line")
  func stepWrappedOntoTwoLines() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario: A wrapped step
          Given the server's feed holds
            3 images
          When the customer requests to see the feed
      """)

    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.output.contains(
        "Features/answers.feature:4:7: '3 images' looks like the rest of the step on line 3: a step is written on one line, however long. Join this line to the end of line 3."
      ), "\(run.output)")
  }

  @Test("a placeholder written in another case than its column names the column, no snippet")
  func placeholderInAnotherCase() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario Outline: Counting
          Given the server's feed holds <Count> images
          When the customer requests to see the feed
          Then the app displays <count> images

          Examples:
            | Count |
            | 2     |
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "<count> is a placeholder, and the Examples table has the column 'Count': a placeholder is written exactly as its column, capitals included. Write <Count>."
      ), "\(run.output)")
    #expect(!run.output.contains("has no 'count' column"), "\(run.output)")
    #expect(!run.output.contains("No word of the closest sentence is marked"), "\(run.output)")
    #expect(!run.output.contains("registry.then("), "\(run.output)")
  }

  @Test("a missing column still says the table lacks it")
  func missingColumn() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario Outline: Counting
          Given the server's feed holds <Count> images
          When the customer requests to see the feed
          Then the app displays <shown> images

          Examples:
            | Count |
            | 2     |
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "<shown> is a placeholder, but the Examples table has no 'shown' column: add the column or correct the name."
      ), "\(run.output)")
  }

  @Test("texts that differ only by a curly apostrophe name the two characters")
  func lookAlikeTexts() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario: Offline with nothing cached
          Given the customer doesn't have connectivity
          And the cache is empty
          When the customer requests to see the feed
          Then the app should display the error message "Couldn’t connect to server"
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "They look alike but differ at character 7: the scenario has ’ (U+2019, a curly apostrophe) where the app shows ' (U+0027, a straight apostrophe)."
      ), "\(run.output)")
  }

  @Test("a sentence that is really new still gets a snippet for the developer")
  func newSentenceKeepsItsSnippet() async throws {
    let run = try await Self.run(
      """
      Feature: Comments
        Scenario: Newest first
          Then the comments are shown newest first
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("registry.then(\"the comments are shown newest first\""))
  }

  @Test("a typo in one scenario leaves the file's other scenarios running, the typo at its line")
  func oneTypoHidesNothing() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario: An empty feed
          Given the server's feed holds no images
          When the customer requests to see the feed
          Then the app displays no images

        Scenario: A typo
          Given the server's feed holds no images
          Wen the customer requests to see the feed

        Scenario: Two images
          Given the server's feed holds 2 images
          When the customer requests to see the feed
          Then the app displays 2 images
      """)

    #expect(run.status == 2, "\(run.output)")
    #expect(run.output.contains("Scenario: An empty feed"), "\(run.output)")
    #expect(run.output.contains("Scenario: Two images"), "\(run.output)")
    #expect(!run.output.contains("  Scenario: A typo"), "\(run.output)")
    #expect(
      run.output.contains(
        "2 scenarios (2 passed), 1 file not run in full: Features/answers.feature"),
      "\(run.output)")
    #expect(
      run.output.contains(
        "Features/answers.feature:9:5: 'Wen' is not a keyword: did you mean 'When'?"),
      "\(run.output)")
    #expect(
      run.output.contains("Because of this line, 'Scenario: A typo' (line 7) does not run."),
      "\(run.output)")
  }

  @Test("letting the server answer a request it does not hold back says what is missing")
  func answeringARequestThatIsNotHeld() async throws {
    let run = try await Self.run(
      """
      Feature: Feed
        Scenario: Answering too early
          Given the server's feed holds 25 images in pages of 10
          When the customer requests to see the feed
          And the server answers the request for the next page
      """)

    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "the server holds back no request for the next page: the server must be slow to answer, and the customer must have asked for it before"
      ), "\(run.output)")
  }

  /// Runs the built `feed-specs` on one feature file, `Features/answers.feature`.
  static func run(_ feature: String) async throws -> FeedSpecsProcess.Run {
    let folder = try VerdictAgreementTests.folder(extra: ["answers.feature": feature + "\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await VerdictAgreementTests.run(["Features/answers.feature"], in: folder)
  }
}
