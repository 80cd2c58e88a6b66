import Foundation
import Testing

@testable import Gherkin

@Suite("Cucumber Compatibility Kit")
struct CompatibilityKitTests {
  /// Samples whose features the runner does not have yet: their failures are known issues, and
  /// one that starts passing fails the test until it is taken off this list.
  static let notYetSupported: Set<String> = ["markdown", "test-run-exception"]

  /// Runs one sample as Cucumber's reference implementation does and returns our messages.
  static func run(_ sample: String) async throws -> [String] {
    let folder = CompatibilityKitData.folder(of: sample)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
      .sorted()
    let sources = try files.map { file in
      (
        uri: "samples/\(sample)/\(file)",
        text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      )
    }
    let argumentsFile = folder.appendingPathComponent(sample + ".arguments.txt")
    let arguments =
      (try? String(contentsOf: argumentsFile, encoding: .utf8))?
      .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
    let options = try CommandLineOptions(arguments: arguments)
    var sink = MessageCapture()
    let runner = TestRunner(
      registry: KitSteps.registry(for: sample, folder: folder), options: options.runOptions)
    await runner.run(FeatureSuite(sources: sources), to: &sink)
    return sink.lines
  }

  @Test(
    "every sample's run gives the kit's messages, normalized for what may differ",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func everySample() async throws {
    let samples = try CompatibilityKitData.sampleNames()
    var passed = 0
    var failures: [String] = []
    var knownFailures: [String] = []
    for sample in samples {
      func record(_ failure: String) {
        if Self.notYetSupported.contains(sample) {
          knownFailures.append(failure)
        } else {
          failures.append(failure)
        }
      }
      let actual: [String]
      do {
        actual = try await Self.run(sample)
      } catch {
        record(
          "\(sample): cannot run: \(error)")
        continue
      }
      var expectedNormalizer = KitNormalizer()
      var actualNormalizer = KitNormalizer()
      let want = expectedNormalizer.normalize(try CompatibilityKitData.expectedLines(of: sample))
      let got = actualNormalizer.normalize(actual)
      if want == got {
        passed += 1
        #expect(
          !Self.notYetSupported.contains(sample),
          "\(sample) passes now: take it off notYetSupported")
        continue
      }
      let index =
        (0..<min(want.count, got.count)).first { want[$0] != got[$0] }
        ?? min(want.count, got.count)
      record(
        "\(sample): message \(index + 1) differs\n  expected: "
          + (index < want.count ? want[index] : "(nothing)") + "\n  actual:   "
          + (index < got.count ? got[index] : "(nothing)"))
    }
    print("compatibility kit: \(passed)/\(samples.count)")
    for failure in failures + knownFailures { print(failure) }
    #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    #expect(passed + knownFailures.count == samples.count)
    for failure in knownFailures {
      withKnownIssue("not supported yet") { Issue.record(Comment(rawValue: failure)) }
    }
  }
}

/// Collects the runner's messages as NDJSON lines.
struct MessageCapture: EventSink {
  var reporter = MessagesReporter()
  var lines: [String] = []

  mutating func publish(_ event: RunEvent) {
    lines += reporter.envelopes(for: event).map(\.ndjsonLine)
  }
}
