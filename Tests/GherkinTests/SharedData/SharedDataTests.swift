import Foundation
import TestSupport
import Testing

@Suite("Shared data beside the checkout")
struct SharedDataLocatorTests {
  private let folder = URL(fileURLWithPath: "/work/shared")

  @Test("present data runs the tests and is found inside shared/conformance")
  func presentDataRuns() throws {
    let data = SharedData(folder: folder, environment: [:], exists: { _ in true })

    #expect(data.runsTests)
    #expect(try data.conformance("gherkin").path == "/work/shared/conformance/gherkin")
  }

  @Test("missing data skips the tests with a notice saying why and how to get the data")
  func missingDataSkips() {
    let data = SharedData(folder: folder, environment: [:], exists: { _ in false })

    #expect(!data.runsTests)
    #expect(data.skipNotice.contains("/work/shared/conformance"))
    #expect(data.skipNotice.contains("put the team's shared folder"))
  }

  @Test("with ESSENTIAL_FEED_REQUIRE_SHARED=1 missing data runs the tests, which fail naming it")
  func requiredMissingDataFails() {
    let data = SharedData(
      folder: folder, environment: [SharedData.requireVariable: "1"], exists: { _ in false })

    #expect(data.runsTests)
    #expect(
      throws: MissingSharedData(
        description:
          "Cucumber's conformance data is missing: /work/shared/conformance does not exist "
          + "(ESSENTIAL_FEED_REQUIRE_SHARED is set, so these tests must not be skipped)")
    ) { try data.conformance("gherkin") }
  }

  @Test("ESSENTIAL_FEED_REQUIRE_SHARED=0 or empty does not require the data")
  func zeroDoesNotRequire() {
    for value in ["0", ""] {
      let data = SharedData(
        folder: folder, environment: [SharedData.requireVariable: value], exists: { _ in false })
      #expect(!data.isRequired)
    }
  }
}
