import Foundation
import GherkinTesting
import Testing

/// The bridge compares what the tests were generated from with the features folder on disk, so
/// that a build planned before a file was added, removed or renamed fails, naming the file.
@Suite struct StaleTestsCheckTests {
  /// The message of each case of `cases`.
  static func messages(_ cases: [ScenarioCase]) -> [String] {
    cases.compactMap { scenario in
      guard case .loadError(let message) = scenario.content else { return nil }
      return message
    }
  }

  @Test func aFeatureFileWithoutGeneratedTestsFailsNamingItAndSayingToBuildAgain() async throws {
    let cases = try await Scenarios.problems(in: "Features", generatedFrom: [:])

    let steady = Self.messages(cases).first {
      $0.hasPrefix("steady.feature has no generated tests")
    }
    #expect(steady?.contains("Build again") == true, "\(Self.messages(cases))")
  }

  @Test func aFeatureFileGoneSinceTheTestsWereGeneratedFailsNamingIt() async throws {
    let cases = try await Scenarios.problems(in: "Features", generatedFrom: ["gone.feature": [3]])

    #expect(
      Self.messages(cases).contains {
        $0.hasPrefix("gone.feature has generated tests but no longer exists")
      })
  }

  @Test func aScenarioAddedSinceTheTestsWereGeneratedFailsNamingItsLine() async throws {
    let cases = try await Scenarios.problems(in: "Features", generatedFrom: ["steady.feature": []])

    #expect(
      Self.messages(cases).contains {
        $0.hasPrefix("steady.feature has scenarios at lines 3 without a generated test")
      })
  }

  @Test func aGeneratedTestOfARemovedFileFailsSayingToBuildAgain() async throws {
    let error = await #expect(throws: (any Error).self) {
      try await Scenarios.scenario(at: "Features/gone.feature", line: 3)
    }
    #expect("\(error.map { "\($0)" } ?? "")".hasPrefix("gone.feature no longer exists"))
  }
}
