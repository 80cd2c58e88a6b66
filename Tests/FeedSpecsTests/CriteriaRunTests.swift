import FeedSpecs
import Foundation
import Testing

/// A product owner's criterion in `Features/criteria.md`, as the built `feed-specs` judges it: it
/// shows as missing, in `--format coverage` (failing the run) and on the HTML page, until a
/// scenario carrying its tags passes; a mistake in the file, or no file, is named.
@Suite("Criteria owned in plain text, judged by the built feed-specs")
struct CriteriaRunTests {
  @Test("a criterion added to criteria.md that no scenario proves is MISSING and fails the run")
  func addedCriterionIsMissing() async throws {
    let folder = try VerdictAgreementTests.folder(extra: ["criteria.md": Self.criteria])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await Self.run(
      [
        "Features", "--format", "coverage", "--format", "html:r.html", "--format",
        "message:m.ndjson",
      ],
      in: folder)
    let report = try await Self.run(["report", "m.ndjson", "--format", "coverage"], in: folder)

    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Coverage of Features/criteria.md:"), "\(run.output)")
    #expect(run.output.contains(Self.missing), "\(run.output)")
    #expect(run.output.contains("covered uc-validate-cache/primary"), "\(run.output)")
    #expect(run.output.contains("3 of 4 criteria covered, 1 missing"), "\(run.output)")
    let page = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(page.contains(Self.missingRow), "\(page)")
    #expect(page.contains("<p class=\"verdict\">Failed</p>"))
    #expect(report.status == 1, "\(report.output)")
    #expect(report.output.contains(Self.missing), "\(report.output)")
  }

  @Test("once a scenario carrying the criterion's tags passes, the criterion is covered")
  func passingScenarioProvesAddedCriterion() async throws {
    let feature =
      VerdictAgreementTests.validateCache
      + "\n  @long-expired\n  Scenario: A cache eight days old is deleted\n"
      + "    Given there's a cached version of the feed holding 3 images\n"
      + "    And the cache is 8 days old\n    When the system validates the cache\n"
      + "    Then the system deletes the cache\n"
    let line = VerdictAgreementTests.validateCache.filter { $0 == "\n" }.count + 3
    let folder = try VerdictAgreementTests.folder(extra: [
      "criteria.md": Self.criteria, "validate_cache.feature": feature,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await Self.run(
      ["Features", "--format", "coverage", "--format", "html:r.html"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "covered uc-validate-cache/long-expired: Validate Cache: cache long expired\n"
          + "    criterion: System deletes a cache eight days old.\n"
          + "    ✓ Features/validate_cache.feature:\(line) A cache eight days old is deleted"),
      "\(run.output)")
    #expect(run.output.contains("4 of 4 criteria covered, 0 missing"), "\(run.output)")
    let page = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(page.contains("long-expired: Validate Cache: cache long expired</th>"), "\(page)")
    #expect(!page.contains(Self.missingRow))
    #expect(page.contains("<p class=\"verdict\">Passed</p>"))
  }

  @Test(
    "a criterion whose proving scenario has a waiting @proposed change reads change pending on the page, as in the text"
  )
  func waitingChangeReadsPendingOnThePage() async throws {
    let proposal = "@uc-validate-cache @primary\n" + VerdictAgreementTests.proposalFeature
    let folder = try VerdictAgreementTests.folder(extra: [
      "criteria.md": Self.criteria, "proposal.feature": proposal,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await Self.run(
      ["Features", "--format", "coverage", "--format", "html:r.html"], in: folder)

    #expect(run.output.contains("covered · change pending uc-validate-cache/primary"))
    #expect(run.output.contains("3 of 4 criteria covered, 1 missing, 1 with a change pending"))
    let page = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(
      page.contains(
        "<tr class=\"proved noted\"><th>uc-validate-cache/primary: Validate Cache: primary course "
          + "<span class=\"badge waiting\">change pending</span></th>"), "\(page)")
    #expect(page.contains("prove it: 3 of 4 proved, 1 change pending."), "\(page)")
    #expect(!page.contains("retrieval-error: Validate Cache: retrieve cache error <span"))
  }

  @Test("a malformed line of criteria.md is named at its line and fails the run and report")
  func malformedLineIsNamed() async throws {
    let broken = Self.criteria.replacingOccurrences(
      of: "- @uc-validate-cache @long-expired", with: "- uc-validate-cache long-expired")
    let folder = try VerdictAgreementTests.folder(extra: ["criteria.md": broken])
    defer { try? FileManager.default.removeItem(at: folder) }
    let problem =
      "Features/criteria.md:12: \"- uc-validate-cache long-expired cache long expired\" names no "
      + "tag: start it with the tags a scenario carries to prove it"

    let run = try await Self.run(
      [
        "Features", "--format", "coverage", "--format", "html:r.html", "--format",
        "message:m.ndjson",
      ],
      in: folder)
    let report = try await Self.run(["report", "m.ndjson", "--format", "summary"], in: folder)

    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Coverage cannot be worked out: \(problem)"), "\(run.output)")
    let page = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(page.contains("The criteria cannot be read: Features/criteria.md:12: "), "\(page)")
    #expect(page.contains("<p class=\"verdict\">Failed</p>"))
    #expect(report.status == 1, "\(report.output)")
    #expect(report.output.contains(problem), "\(report.output)")
  }

  @Test("without criteria.md, a coverage run fails naming the file; other reports say so and pass")
  func missingFileIsNamed() async throws {
    let folder = try VerdictAgreementTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let problem = "Features/criteria.md: there is no criteria file here"

    let coverage = try await Self.run(["Features", "--format", "coverage"], in: folder)
    let other = try await Self.run(
      ["Features", "--format", "summary", "--format", "html:r.html"], in: folder)

    #expect(coverage.status == 1, "\(coverage.output)")
    #expect(
      coverage.output.contains("Coverage cannot be worked out: \(problem)"), "\(coverage.output)")
    #expect(other.status == 0, "\(other.output)")
    let page = try VerdictAgreementTests.text("r.html", in: folder)
    #expect(page.contains("The criteria cannot be read: \(problem)"), "\(page)")
    #expect(page.contains("<p class=\"verdict\">Passed</p>"))
  }

  @Test(
    "criteria.md is read beside the feature files the run names: one file, a subfolder, another folder"
  )
  func fileIsFoundBesideTheFeatures() async throws {
    let folder = try VerdictAgreementTests.folder(extra: ["criteria.md": Self.criteria])
    defer { try? FileManager.default.removeItem(at: folder) }
    let features = folder.appendingPathComponent("Features")
    let more = features.appendingPathComponent("more")
    try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
    try
      ("@uc-validate-cache @long-expired\nFeature: More\n  Scenario: Eight days\n"
      + "    Given there's a cached version of the feed holding 3 images\n"
      + "    And the cache is 8 days old\n    When the system validates the cache\n"
      + "    Then the system deletes the cache\n")
      .write(to: more.appendingPathComponent("more.feature"), atomically: true, encoding: .utf8)

    let one = try await Self.run(
      ["Features/validate_cache.feature", "--format", "coverage"], in: folder)
    let subfolder = try await Self.run(
      ["Features/more/more.feature", "--format", "coverage"], in: folder)
    let inside = try await Self.run(
      ["validate_cache.feature", "--format", "coverage"], in: features)
    let elsewhere = try await Self.run(
      [features.appendingPathComponent("validate_cache.feature").path, "--format", "coverage"],
      in: more)

    #expect(one.output.contains("Coverage of Features/criteria.md:"), "\(one.output)")
    #expect(one.output.contains("3 of 4 criteria covered"), "\(one.output)")
    #expect(subfolder.output.contains("Coverage of Features/criteria.md:"), "\(subfolder.output)")
    #expect(
      subfolder.output.contains("covered uc-validate-cache/long-expired"), "\(subfolder.output)")
    #expect(inside.output.contains("Coverage of criteria.md:"), "\(inside.output)")
    #expect(
      elsewhere.output.contains("Coverage of \(features.path)/criteria.md:"), "\(elsewhere.output)")
    #expect(elsewhere.output.contains("3 of 4 criteria covered"), "\(elsewhere.output)")
  }

  // MARK: - Helpers

  /// Validate Cache's three courses, and a fourth a product owner adds on line 12.
  static let criteria = """
    The criteria of this folder.

    # Criteria

    ## Validate Cache
    - @uc-validate-cache @primary primary course
      System validates cache is less than 7 days old.
    - @uc-validate-cache @retrieval-error retrieve cache error
      System deletes cache.
    - @uc-validate-cache @expired-cache cache is old
      System deletes cache.
    - @uc-validate-cache @long-expired cache long expired
      System deletes a cache eight days old.

    """

  static let missing =
    "MISSING uc-validate-cache/long-expired: Validate Cache: cache long expired\n"
    + "    criterion: System deletes a cache eight days old.\n"
    + "    it needs a passing scenario tagged @uc-validate-cache @long-expired (an @edge scenario "
    + "does not count) "
    + "(Features/criteria.md:12)"

  static let missingRow =
    "long-expired: Validate Cache: cache long expired <span class=\"badge failed\">missing</span>"

  static func run(_ arguments: [String], in folder: URL) async throws -> FeedSpecsProcess.Run {
    try await VerdictAgreementTests.run(arguments, in: folder)
  }
}
