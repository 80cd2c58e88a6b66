import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinFormatters

@Suite("Durations at the end of a run")
struct DurationTextTests {
  @Test(
    "milliseconds are written with three digits, so 78 ms reads 0.078 s and not 0.78 s",
    arguments: [
      (78, "0m 0.078s"), (6, "0m 0.006s"), (0, "0m 0.000s"), (191, "0m 0.191s"),
      (1_005, "0m 1.005s"), (61_020, "1m 1.020s"), (3_600_000, "60m 0.000s"),
    ])
  func paddedMilliseconds(milliseconds: Int, text: String) {
    #expect(CucumberText.duration(milliseconds: milliseconds) == text)
  }

  @Test("a negative duration (a clock that went back) is written as zero, never with a minus sign")
  func negativeIsZero() {
    #expect(CucumberText.duration(milliseconds: -5) == "0m 0.000s")
  }
}

extension SharedDataTests {
  @Suite("Durations against Cucumber's pretty-formatter test data")
  struct DurationConformanceTests {
    /// Cucumber writes `m'm' s.S's'` with luxon, whose `S` is the milliseconds unpadded: its
    /// `0m 0.37s` is 37 ms. Each summary's figures, read that way, are the milliseconds ours show.
    @Test("each summary shows Cucumber's durations, with the milliseconds padded to three digits")
    func summaryDurations() throws {
      let data = "pretty-formatter"
      var compared = 0
      for sample in try FormatterConformanceData.samples(data) {
        guard let expected = FormatterConformanceData.expected(data, "\(sample).plain.summary.log")
        else { continue }
        var formatter = CucumberSummaryFormatter(colors: false)
        let actual = try formatter.report(of: try FormatterConformanceData.envelopes(data, sample))
        let want = Self.durations(expected).map(Self.cucumberMilliseconds)
        let got = Self.durations(actual)
        #expect(got.count == want.count, "\(sample)")
        for (text, milliseconds) in zip(got, want) {
          #expect(text == CucumberText.duration(milliseconds: milliseconds), "\(sample)")
        }
        compared += want.count
      }
      #expect(compared > 0)
    }

    private static func durations(_ text: String) -> [String] {
      let pattern = try? NSRegularExpression(pattern: #"\d+m \d+\.\d+s"#)
      let range = NSRange(text.startIndex..., in: text)
      return (pattern?.matches(in: text, range: range) ?? []).compactMap {
        Range($0.range, in: text).map { String(text[$0]) }
      }
    }

    /// `1m 2.37s` read as luxon writes it: 1 minute, 2 seconds and 37 milliseconds.
    private static func cucumberMilliseconds(_ text: String) -> Int {
      let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      guard numbers.count == 3 else { return -1 }
      return numbers[0] * 60_000 + numbers[1] * 1000 + numbers[2]
    }
  }
}
