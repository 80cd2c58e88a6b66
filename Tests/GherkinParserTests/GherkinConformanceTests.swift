import Foundation
import GherkinCommandLine
import TestSupport
import Testing

@testable import GherkinParser

extension SharedDataTests {
  /// One test case per file of Cucumber's Gherkin testdata, so that a failure names its file.
  @Suite("Gherkin conformance with Cucumber's testdata")
  struct GherkinConformanceTests {
    // The built-in dialects alone: the i18n samples need no languages file.
    private let parser = GherkinParser()

    @Test(
      "a good file gives Cucumber's tokens, document, pickles and source",
      arguments: try SharedData.current.cases { try GherkinConformanceData.names(in: "good") })
    func goodFile(_ name: String) throws {
      let feature = try GherkinConformanceData.feature(name, in: "good")
      let source = try GherkinConformanceData.source(of: feature)
      let uri = "../testdata/good/" + name
      let messages = Envelope.messages(uri: uri, source: source, parser: parser)
      let tokens = TokenFormatter.text(parser.tokens(of: source, uri: uri).tokens)
        .split(separator: "\n").map(String.init)
      expectOutput(feature, ".tokens", tokens, asJSON: false)
      expectOutput(
        feature, ".ast.ndjson", messages.filter(\.isDocumentOrError).map(\.ndjsonLine))
      expectOutput(feature, ".pickles.ndjson", messages.filter(\.isPickle).map(\.ndjsonLine))
      expectOutput(feature, ".source.ndjson", messages.filter(\.isSource).map(\.ndjsonLine))
    }

    @Test(
      "a bad file gives Cucumber's parse errors",
      arguments: try SharedData.current.cases { try GherkinConformanceData.names(in: "bad") })
    func badFile(_ name: String) throws {
      let feature = try GherkinConformanceData.feature(name, in: "bad")
      let source = try GherkinConformanceData.source(of: feature)
      let messages = Envelope.messages(
        uri: "../testdata/bad/" + name, source: source, parser: parser)
      expectOutput(
        feature, ".errors.ndjson", messages.filter(\.isDocumentOrError).map(\.ndjsonLine))
    }

    @Test("the testdata holds every file: 55 good and 12 bad")
    func everyFileIsThere() throws {
      #expect(try GherkinConformanceData.names(in: "good").count == 55)
      #expect(try GherkinConformanceData.names(in: "bad").count == 12)
    }
  }
}

/// Records an issue naming the file, the kind of output and the first line that differs from
/// Cucumber's expected output beside `feature` (`feature` + `suffix`).
private func expectOutput(
  _ feature: URL, _ suffix: String, _ actual: [String], asJSON: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let name = feature.lastPathComponent
  guard let expected = GherkinConformanceData.lines(of: URL(fileURLWithPath: feature.path + suffix))
  else {
    Issue.record("\(name): expected output \(suffix) is missing", sourceLocation: sourceLocation)
    return
  }
  let want = asJSON ? expected.map(GherkinConformanceData.canonical) : expected
  let got = asJSON ? actual.map(GherkinConformanceData.canonical) : actual
  guard let difference = FirstDifference(want, got) else { return }
  Issue.record("\(name) \(suffix) \(difference.description)", sourceLocation: sourceLocation)
}

extension Envelope {
  fileprivate var isDocumentOrError: Bool {
    switch self {
    case .gherkinDocument, .parseError: return true
    default: return false
    }
  }

  fileprivate var isSource: Bool {
    if case .source = self { return true }
    return false
  }

  fileprivate var isPickle: Bool {
    if case .pickle = self { return true }
    return false
  }
}
