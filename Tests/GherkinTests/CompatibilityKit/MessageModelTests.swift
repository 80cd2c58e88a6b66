import Foundation
import Testing

@testable import Gherkin

@Suite("Cucumber's messages as Swift types")
struct MessageModelTests {
  @Test(
    "every envelope of every Compatibility Kit sample decodes and encodes back to the same JSON",
    .enabled(if: CompatibilityKitData.isAvailable, CompatibilityKitData.missing))
  func kitEnvelopesRoundTrip() throws {
    var checked = 0
    var failures: [String] = []
    for sample in try CompatibilityKitData.sampleNames() {
      for (number, line) in try CompatibilityKitData.expectedLines(of: sample).enumerated() {
        checked += 1
        do {
          let envelope = try Envelope(ndjsonLine: line)
          let again = GherkinConformanceData.canonical(envelope.ndjsonLine)
          if again != GherkinConformanceData.canonical(line) {
            failures.append("\(sample) line \(number + 1):\n  kit:  \(line)\n  ours: \(again)")
          }
        } catch {
          failures.append("\(sample) line \(number + 1) does not decode: \(error)")
        }
      }
    }
    print("message model: \(checked - failures.count)/\(checked) kit envelopes round-trip")
    #expect(checked > 1_000)
    #expect(failures.isEmpty, Comment(rawValue: failures.prefix(3).joined(separator: "\n")))
  }

  @Test("an envelope with no known message, or two, is a decoding error naming its keys")
  func unknownEnvelope() {
    #expect(throws: DecodingError.self) { try Envelope(ndjsonLine: #"{"nonsense":{}}"#) }
    #expect(throws: DecodingError.self) {
      try Envelope(
        ndjsonLine: #"{"testRunStarted":{"timestamp":{"seconds":0,"nanos":0}},"#
          + #""meta":{"protocolVersion":"1","implementation":{"name":"x"},"#
          + #""runtime":{"name":"x"},"os":{"name":"x"},"cpu":{"name":"x"}}}"#)
    }
  }

  @Test("a pickle with no astNodeIds is a decoding error, not a crash")
  func pickleWithoutNodeIds() {
    let line =
      #"{"pickle":{"id":"1","uri":"a.feature","location":{"line":1},"name":"n","#
      + #""language":"en","steps":[],"tags":[],"astNodeIds":[]}}"#
    #expect(throws: DecodingError.self) { try Envelope(ndjsonLine: line) }
  }

  @Test("a pickle's outline row and table encode as Cucumber's astNodeIds and cells")
  func pickleShape() throws {
    let step = PickleStep(
      id: "s", text: "t", type: .context,
      argument: PickleStepArgument(dataTable: PickleTable(rows: [["a", "b"]])), stepId: "3",
      examplesRowId: "7")
    let pickle = Pickle(
      id: "p", uri: "a.feature", location: Location(line: 2, column: 3), name: "n",
      language: "en", steps: [step], tags: [], scenarioId: "4", examplesRowId: "7")

    let line = Envelope.pickle(pickle).ndjsonLine

    #expect(line.contains(#""astNodeIds":["4","7"]"#))
    #expect(line.contains(#""rows":[{"cells":[{"value":"a"},{"value":"b"}]}]"#))
    #expect(try Envelope(ndjsonLine: line) == .pickle(pickle))
  }
}
