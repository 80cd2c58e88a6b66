import FeedSpecs
import Foundation
import GherkinCommandLine
import Testing

/// Every sentence says what it sets up or checks, so a product owner learns it without reading
/// Swift: `--list-steps` and the `html` page show it.
@Suite("Every sentence says what it checks, for product owners")
struct SentenceDescriptionTests {
  @Test("every step definition has a topic and a description")
  func everyDefinitionIsDescribed() throws {
    let registry = try FeedSpecs.registry(store: .memory)

    let undescribed = registry.definitions.map(\.info).filter {
      $0.topic == nil || ($0.summary ?? "").isEmpty
    }

    #expect(!registry.definitions.isEmpty)
    #expect(undescribed.isEmpty, "\(undescribed.map(\.expression))")
  }

  @Test("--list-steps groups the sentences by topic, each with what it checks")
  func listStepsShowsDescriptions() async throws {
    let folder = try VerdictAgreementTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(["--list-steps"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.components(separatedBy: "\n")
    let heading = try #require(lines.firstIndex(of: "The comments screen:"), "\(run.output)")
    let sentence = try #require(
      lines[heading...].firstIndex {
        $0.hasPrefix("  Then the app should display all comments for that image ")
      })
    #expect(lines[sentence + 1].contains("It checks no other order, such as newest first."))
  }

  @Test("the html page lists each sentence with what it checks and the scenarios using it")
  func htmlGlossary() async throws {
    let folder = try VerdictAgreementTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await VerdictAgreementTests.run(
      ["Features", "--format", "html:r.html"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    let html = try VerdictAgreementTests.text("r.html", in: folder)
    let start = try #require(html.range(of: "<h2>What each sentence checks</h2>"))
    let end = try #require(html[start.upperBound...].range(of: "</section>"))
    let section = html[start.upperBound..<end.lowerBound]
    let row = try #require(
      section.range(of: "The feed use cases, without a screen: When the system validates the cache")
    )
    let rest = section[row.upperBound...]
    #expect(rest.prefix(400).contains("removes a cached feed seven days old or more"))
    #expect(rest.prefix(800).contains("<a href=\"#s-"))
  }
}
