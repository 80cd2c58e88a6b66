import Foundation
import Testing

@testable import Gherkin

extension SharedDataTests {
  @Suite("Cucumber Compatibility Kit")
  struct CompatibilityKitTests {

    /// Runs one sample as Cucumber's reference implementation does and returns our messages.
    static func run(_ sample: String) async throws -> [String] {
      let folder = try CompatibilityKitData.folder(of: sample)
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
      let options = try CommandLineOptions(arguments: arguments.filter { $0 != "--error" })
      var sink = MessageCapture()
      let runner = TestRunner(
        registry: KitSteps.registry(for: sample, folder: folder, arguments: arguments),
        options: options.runOptions)
      await runner.run(FeatureSuite(sources: sources), to: &sink)
      return sink.lines
    }

    @Test(
      "every sample's run gives the kit's messages, normalized for what may differ")
    func everySample() async throws {
      let samples = try CompatibilityKitData.sampleNames()
      var passed = 0
      var failures: [String] = []
      for sample in samples {
        let actual: [String]
        do {
          actual = try await Self.run(sample)
        } catch {
          failures.append("\(sample): cannot run: \(error)")
          continue
        }
        var expectedNormalizer = KitNormalizer()
        var actualNormalizer = KitNormalizer()
        let want = expectedNormalizer.normalize(try CompatibilityKitData.expectedLines(of: sample))
        let got = actualNormalizer.normalize(actual)
        if want == got {
          passed += 1
          continue
        }
        let index =
          (0..<min(want.count, got.count)).first { want[$0] != got[$0] }
          ?? min(want.count, got.count)
        failures.append(
          "\(sample): message \(index + 1) differs\n  expected: "
            + (index < want.count ? want[index] : "(nothing)") + "\n  actual:   "
            + (index < got.count ? got[index] : "(nothing)"))
      }
      print("compatibility kit: \(passed)/\(samples.count)")
      for failure in failures { print(failure) }
      #expect(samples.count == 46)
      #expect(passed == samples.count, Comment(rawValue: failures.joined(separator: "\n")))
    }
  }
}

/// Collects the runner's messages as NDJSON lines.
struct MessageCapture: RunSink {
  var lines: [String] = []

  mutating func publish(_ output: RunOutput) {
    if case .envelope(let envelope) = output { lines.append(envelope.ndjsonLine) }
  }
}
