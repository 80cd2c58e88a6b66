import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinFormatters
@testable import GherkinReports

/// Our JUnit, pretty, progress and summary formats fed the messages of Cucumber's own formatter
/// test data make the documents Cucumber's formatters make of them.
extension SharedDataTests {
  @Suite("Reports from messages, as Cucumber's formatters write them")
  struct CucumberFormatterConformanceTests {
    @Test("JUnit XML from each sample's messages equals Cucumber's, compared as XML")
    func junitDocuments() throws {
      let data = "junit-xml-formatter"
      var compared = 0
      var failures: [String] = []
      for sample in try FormatterConformanceData.samples(data) {
        let envelopes = try FormatterConformanceData.envelopes(data, sample)
        for variant in ["default", "custom"] {
          guard let expected = FormatterConformanceData.expected(data, "\(sample).\(variant).xml")
          else { continue }
          compared += 1
          let expectedTree = try XMLTree.parse(expected)
          var formatter = CucumberJUnitFormatter(options: Self.options(for: expectedTree))
          let actual = try formatter.report(of: envelopes)
          do {
            let actualTree = try XMLTree.parse(actual)
            let want = Self.normalised(expectedTree).lines
            let got = Self.normalised(actualTree).lines
            if want != got {
              let index =
                zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(want.count, got.count)
              let wanted = index < want.count ? want[index] : "<end>"
              let gotten = index < got.count ? got[index] : "<end>"
              failures.append(
                "\(sample).\(variant).xml node \(index + 1): expected \(wanted), got \(gotten)")
            }
          } catch {
            failures.append("\(sample).\(variant).xml: our document does not parse: \(error)")
          }
        }
      }
      print("junit-xml-formatter: \(compared - failures.count)/\(compared)")
      for failure in failures { print("  " + failure) }
      #expect(compared > 0)
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(
      "JUnit writes the same document whatever order the test cases finish in, and again when reused"
    )
    func junitWhateverTheOrder() throws {
      let data = "junit-xml-formatter"
      var compared = 0
      var reused = CucumberJUnitFormatter()
      for sample in try FormatterConformanceData.samples(data) {
        let envelopes = try FormatterConformanceData.envelopes(data, sample)
        var inOrder = CucumberJUnitFormatter()
        let expected = try inOrder.report(of: envelopes)
        // One formatter for every sample in turn writes each sample's own document.
        #expect(try reused.report(of: envelopes) == expected, "\(sample), the formatter reused")
        for seed in [1, 2, 3] as [UInt64] {
          let shuffled = CucumberJSONKitTests.interleavingTestCases(envelopes, seed: seed)
          var formatter = CucumberJUnitFormatter()
          #expect(try formatter.report(of: shuffled) == expected, "\(sample), seed \(seed)")
          compared += 1
        }
      }
      #expect(compared > 0)
    }

    /// The options Cucumber's `.custom.xml` documents were made with, read from the document:
    /// its suite name, and a class name that is not a feature's puts the feature in test names.
    private static func options(for expected: XMLTree) -> CucumberJUnitFormatter.Options {
      guard case .element(_, let attributes, let children) = expected,
        attributes["name"] != "Cucumber"
      else { return .init() }
      var className: String?
      for case .element("testcase", let caseAttributes, _) in children {
        className = caseAttributes["classname"]
        break
      }
      return .init(
        suiteName: attributes["name"] ?? "Cucumber", testClassName: className,
        featureInTestName: className != nil)
    }

    /// Run-varying values blanked: durations and the run's start.
    private static func normalised(_ tree: XMLTree) -> XMLTree {
      tree.mapAttributes { key, value in key == "time" || key == "timestamp" ? "<varies>" : value }
    }

    @Test(
      "pretty, progress and summary text from each sample's messages equals Cucumber's, without and with colour",
      arguments: ["plain", "cucumber"])
    func terminalDocuments(theme: String) throws {
      let data = "pretty-formatter"
      var passed: [String: Int] = [:]
      var compared: [String: Int] = [:]
      var failures: [String] = []
      for sample in try FormatterConformanceData.samples(data) {
        let envelopes = try FormatterConformanceData.envelopes(data, sample)
        let colors = theme == "cucumber"
        let formats: [(String, any MessageFormatter)] = [
          ("pretty", CucumberPrettyFormatter(colors: colors)),
          ("progress", CucumberProgressFormatter(colors: colors)),
          ("summary", CucumberSummaryFormatter(colors: colors)),
        ]
        for (name, formatter) in formats {
          let file = "\(sample).\(theme).\(name).log"
          guard let expected = FormatterConformanceData.expected(data, file) else { continue }
          compared[name, default: 0] += 1
          var copy = formatter
          let actual = try copy.report(of: envelopes)
          if let difference = FormatterConformanceData.firstDifference(
            expected: FormatterConformanceData.normalisingDurations(expected),
            actual: FormatterConformanceData.normalisingDurations(actual))
          {
            failures.append("\(file) \(difference)")
          } else {
            passed[name, default: 0] += 1
          }
        }
      }
      let counts = ["pretty", "progress", "summary"].map {
        "\($0) \(passed[$0] ?? 0)/\(compared[$0] ?? 0)"
      }
      let label = theme == "plain" ? "pretty-formatter" : "pretty-formatter (\(theme) theme)"
      print("\(label): " + counts.joined(separator: ", "))
      for failure in failures { print("  " + failure) }
      #expect((compared["pretty"] ?? 0) > 0)
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
  }
}
