@testable import GherkinCommandLine

extension MessageFormatter {
  /// The whole report of `envelopes`, fed one by one with a record that holds them, as a run
  /// feeds a formatter. Throws when part of it was lost (a temporary file that could not be
  /// written).
  mutating func report(of envelopes: [Envelope]) throws -> String {
    var record = TestRunRecord()
    var text = ""
    for envelope in envelopes {
      record.add(envelope)
      text += format(envelope, in: record)
      while let piece = try nextPiece() { text += piece }
    }
    return text
  }
}
