import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("Cucumber's messages as Swift types")
struct MessageModelTests {
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

  @Test(
    "a time decodes up to its bounds and is refused one past them: timestamps 10^11 s either way, durations 0 to 10^9 s, nanos within a second"
  )
  func timeBounds() throws {
    func started(_ seconds: Int, _ nanos: Int = 0) -> String {
      #"{"testRunStarted":{"timestamp":{"seconds":\#(seconds),"nanos":\#(nanos)}}}"#
    }
    func stepFinished(_ seconds: Int) -> String {
      #"{"testStepFinished":{"testCaseStartedId":"a","testStepId":"b","testStepResult":"#
        + #"{"duration":{"seconds":\#(seconds),"nanos":0},"status":"PASSED"},"#
        + #""timestamp":{"seconds":0,"nanos":0}}}"#
    }
    for line in [
      started(100_000_000_000), started(-100_000_000_000), started(0, 999_999_999),
      stepFinished(0), stepFinished(1_000_000_000),
    ] {
      #expect(throws: Never.self, "\(line)") { try Envelope(ndjsonLine: line) }
    }
    for line in [
      started(100_000_000_001), started(-100_000_000_001), started(0, 1_000_000_000),
      started(0, -1), stepFinished(-1), stepFinished(1_000_000_001),
    ] {
      #expect(throws: DecodingError.self, "\(line)") { try Envelope(ndjsonLine: line) }
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
