import TestSupport
import Testing

@testable import GherkinLanguageServer

/// The lines an edit changed, found by comparing the texts' bytes from both ends, against the
/// same lines found by comparing line with line.
@Suite("The lines an edit changed")
struct ChangedLinesTests {
  @Test("random edits give the lines that differ line by line", arguments: [1, 2, 3] as [UInt64])
  func randomEditsMatchLineByLine(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = ["a", "b", "é", "😀", "\r", "\n", " "]
    let text = { (length: Int) in
      (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
    var compared = 0
    for _ in 0..<400 {
      let old = text(Int.random(in: 0...12, using: &generator))
      var new = Array(old)
      let start = Int.random(in: 0...new.count, using: &generator)
      let end = Int.random(in: start...new.count, using: &generator)
      new.replaceSubrange(start..<end, with: text(Int.random(in: 0...3, using: &generator)))
      let edited = String(new)
      let found = TextDocument(text: edited, version: 2)
        .changedLines(from: TextDocument(text: old, version: 1))

      #expect(
        found == Self.lineByLine(edited, old),
        "\(old.debugDescription) → \(edited.debugDescription)")
      if found != nil { compared += 1 }
    }
    #expect(compared > 50, "enough edits keep the line count and change a line")
  }

  @Test("an edit of one line among several gives that line; the same text gives none")
  func oneLine() {
    let old = TextDocument(text: "one\ntwo\r\nthree\n", version: 1)

    #expect(
      TextDocument(text: "one\ntwice\r\nthree\n", version: 2).changedLines(from: old) == 1...1)
    #expect(TextDocument(text: "one\ntwo\nthree\n", version: 2).changedLines(from: old) == 1...1)
    #expect(TextDocument(text: "one\ntwo\r\nthree\n", version: 2).changedLines(from: old) == nil)
    #expect(TextDocument(text: "one\ntwo\r\nthree", version: 2).changedLines(from: old) == nil)
  }

  @Test(
    "an edit that adds or removes lines gives its lines in both texts and how far the rest moved")
  func linesAddedOrRemoved() {
    let change = { (old: String, new: String) in
      TextDocument(text: new, version: 2).lineChange(from: TextDocument(text: old, version: 1))
    }
    typealias Change = TextDocument.LineChange

    // An Enter at a line's start: line 1 becomes lines 1 and 2, and the lines below move down.
    #expect(change("a\nb\nc\n", "a\n\nb\nc\n") == Change(first: 1, last: 2, lastBefore: 1))
    // The last line deleted: lines 2 and 3 (the empty one after the last break) become line 2.
    #expect(change("a\nb\nc\n", "a\nb\n") == Change(first: 2, last: 2, lastBefore: 3))
    // No line break at the end: an edit in the last line moves nothing; an Enter there adds one.
    #expect(change("a\nb", "a\nbc") == Change(first: 1, last: 1, lastBefore: 1))
    #expect(change("a\nb", "a\nb\n") == Change(first: 1, last: 2, lastBefore: 1))
    // CRLF: a line inserted, and two lines joined.
    #expect(change("a\r\nb\r\n", "a\r\nx\r\nb\r\n") == Change(first: 1, last: 2, lastBefore: 1))
    #expect(change("a\r\nb\r\n", "ab\r\n") == Change(first: 0, last: 0, lastBefore: 1))
    #expect(change("a\r\nb\r\n", "ab\r\n")?.shift == -1)
    #expect(change("a\nb\n", "a\nb\n") == nil)
  }

  /// The first and last lines (0-based, line breaks included) that differ, or `nil` when the
  /// texts have not as many lines or differ in none.
  private static func lineByLine(_ text: String, _ other: String) -> ClosedRange<Int>? {
    let lines = { (text: String) in
      text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
    let (a, b) = (lines(text), lines(other))
    guard a.count == b.count else { return nil }
    let differing = a.indices.filter { !a[$0].elementsEqual(b[$0]) }
    guard let first = differing.first, let last = differing.last else { return nil }
    return first...last
  }
}
