import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine

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
      "a sample's run gives the kit's messages, normalized for what may differ",
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func sample(_ name: String) async throws {
      var expectedNormalizer = KitNormalizer()
      var actualNormalizer = KitNormalizer()
      let want = expectedNormalizer.normalize(try CompatibilityKitData.expectedLines(of: name))
      let got = actualNormalizer.normalize(try await Self.run(name))
      if let difference = FirstDifference(want, got) {
        Issue.record("\(name): message \(difference.description)")
      }
    }

    @Test("the kit holds every sample: 46")
    func everySampleIsThere() throws {
      #expect(try CompatibilityKitData.sampleNames().count == 46)
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
