import Foundation
import Gherkin
import TestSupport
import Testing

@testable import GherkinParser

extension SharedDataTests {
  @Suite("Gherkin conformance with Cucumber's testdata")
  struct GherkinConformanceTests {
    @Test("every good and bad file gives Cucumber's tokens, document, pickles and errors")
    func conformance() throws {
      // The built-in dialects alone: the i18n samples need no languages file.
      let parser = GherkinParser()
      var tally = Tally()
      for feature in try GherkinConformanceData.features(in: "good") {
        let source = try GherkinConformanceData.source(of: feature)
        let uri = "../testdata/good/" + feature.lastPathComponent
        let messages = Envelope.messages(uri: uri, source: source, parser: parser)
        let tokens = TokenFormatter.text(parser.tokens(of: source, uri: uri).tokens)
          .split(separator: "\n").map(String.init)
        tally.check(
          "tokens", feature, suffix: ".tokens", actual: tokens, asJSON: false)
        tally.check(
          "ast", feature, suffix: ".ast.ndjson",
          actual: messages.filter(\.isDocumentOrError).map(\.ndjsonLine))
        tally.check(
          "pickles", feature, suffix: ".pickles.ndjson",
          actual: messages.filter(\.isPickle).map(\.ndjsonLine))
        tally.check(
          "source", feature, suffix: ".source.ndjson",
          actual: messages.filter(\.isSource).map(\.ndjsonLine))
        tally.finishFile(good: true)
      }
      for feature in try GherkinConformanceData.features(in: "bad") {
        let source = try GherkinConformanceData.source(of: feature)
        let uri = "../testdata/bad/" + feature.lastPathComponent
        let messages = Envelope.messages(uri: uri, source: source, parser: parser)
        tally.check(
          "errors", feature, suffix: ".errors.ndjson",
          actual: messages.filter(\.isDocumentOrError).map(\.ndjsonLine))
        tally.finishFile(good: false)
      }
      print(tally.summary)
      for failure in tally.failures {
        Issue.record(Testing.Comment(rawValue: failure))
      }
      #expect(tally.goodFiles > 0 && tally.badFiles > 0)
    }
  }
}

/// Counts passing files and kinds of output, and keeps the first difference of each failure.
private struct Tally {
  var goodFiles = 0
  var goodPassed = 0
  var badFiles = 0
  var badPassed = 0
  var checked: [String: (passed: Int, total: Int)] = [:]
  var failures: [String] = []
  private var fileFailed = false

  mutating func check(
    _ kind: String, _ feature: URL, suffix: String, actual: [String], asJSON: Bool = true
  ) {
    let expectedURL = URL(fileURLWithPath: feature.path + suffix)
    checked[kind, default: (0, 0)].total += 1
    guard let expected = GherkinConformanceData.lines(of: expectedURL) else {
      fileFailed = true
      failures.append("\(feature.lastPathComponent): expected output \(suffix) is missing")
      return
    }
    let want = asJSON ? expected.map(GherkinConformanceData.canonical) : expected
    let got = asJSON ? actual.map(GherkinConformanceData.canonical) : actual
    if want == got {
      checked[kind, default: (0, 0)].passed += 1
      return
    }
    fileFailed = true
    let index =
      (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
    let expectedLine = index < want.count ? want[index] : "(nothing)"
    let actualLine = index < got.count ? got[index] : "(nothing)"
    failures.append(
      "\(feature.lastPathComponent) \(kind) line \(index + 1):\n  expected: \(expectedLine)\n"
        + "  actual:   \(actualLine)")
  }

  mutating func finishFile(good: Bool) {
    if good {
      goodFiles += 1
      if !fileFailed { goodPassed += 1 }
    } else {
      badFiles += 1
      if !fileFailed { badPassed += 1 }
    }
    fileFailed = false
  }

  var summary: String {
    let kinds = ["tokens", "ast", "pickles", "source", "errors"].map { kind in
      let count = checked[kind] ?? (0, 0)
      return "\(kind) \(count.passed)/\(count.total)"
    }
    return "gherkin conformance: good \(goodPassed)/\(goodFiles), bad \(badPassed)/\(badFiles) ("
      + kinds.joined(separator: ", ") + ")"
  }
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
