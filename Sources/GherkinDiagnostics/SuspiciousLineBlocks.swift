import GherkinParser

/// What the suspicious-line scan (``Diagnostics/suspiciousLines(_:uri:dialect:strict:blocks:)``)
/// found in each block of a file's last version, kept for its next version: an edit changes few
/// blocks, and only those are scanned again.
///
/// A block is a run of lines from one Scenario heading outside a doc string to the next (the
/// first block from the top of the file). The scan's state after such a heading is the same
/// wherever it stands: no doc string is open, and the description is this Scenario's, since
/// every heading takes a Scenario below it. The scan of a block therefore depends only on its
/// lines and the line after it (a heading without its colon looks at the next line), not on
/// the blocks above it: the blocks above the first changed line are kept as they were, and
/// those below the last changed line from the first that starts where an old one started.
package final class SuspiciousLineBlocks {
  /// The number of blocks the last scan read (the others it took from the version before): for
  /// tests to see that an edit rescans only the blocks it changed.
  package private(set) var blocksScanned = 0
  /// The last version scanned: its lines, its blocks and what they were scanned for.
  private var last: (lines: [String], blocks: [Block], context: Context)?

  /// A keeper with no version yet: its first scan reads every block.
  package init() {}

  /// A block: its first line (0-based), and what it holds, its lines counted from that one.
  private struct Block {
    var start: Int
    var found: Diagnostics.SuspiciousLines
  }

  /// What every scan of a file shares: a scan of another file, language or strictness is
  /// another scan.
  struct Context: Equatable {
    var uri: String
    var dialect: Dialect
    var strict: Bool
  }

  /// What `scanner` finds in `lines`, the blocks the last version shares taken from its scan.
  func scan(
    _ lines: [String], with scanner: inout Diagnostics.SuspiciousLineScanner, context: Context
  ) -> Diagnostics.SuspiciousLines {
    var old = (lines: [String](), blocks: [Block]())
    if let last, last.context == context { old = (last.lines, last.blocks) }
    let oldBlocks = old.blocks
    let same = Self.unchangedLines(lines, old.lines)
    let shift = lines.count - old.lines.count
    // The old blocks whose lines and the line after them are all above the first change.
    var next = 0
    while next < oldBlocks.count, Self.end(of: next, in: old) < same.top { next += 1 }
    var blocks = Array(oldBlocks[..<next])
    var start = oldBlocks.indices.contains(next) ? oldBlocks[next].start : 0
    blocksScanned = 0
    while start < lines.count {
      let scanned = scanner.scanBlock(from: start)
      blocksScanned += 1
      blocks.append(Block(start: start, found: scanned.found.moved(by: -start)))
      start = scanned.end
      // Below the last change, an old block starting where this one ends is this one.
      guard start >= lines.count - same.bottom else { continue }
      while next < oldBlocks.count, oldBlocks[next].start < start - shift { next += 1 }
      guard next < oldBlocks.count, oldBlocks[next].start == start - shift else { continue }
      blocks += oldBlocks[next...].map { Block(start: $0.start + shift, found: $0.found) }
      break
    }
    last = (lines, blocks, context)
    var all = Diagnostics.SuspiciousLines()
    for block in blocks { all.append(block.found, from: block.start) }
    return all
  }

  /// Where the block numbered `block` of a version ends: the next one's start, or the end of
  /// its lines.
  private static func end(of block: Int, in version: (lines: [String], blocks: [Block])) -> Int {
    let next = block + 1
    guard next < version.blocks.count else { return version.lines.count }
    return version.blocks[next].start
  }

  /// Whether two lines are the same bytes: a line retyped in another Unicode normalization is a
  /// changed line, as its diagnostics quote its bytes.
  private static func sameBytes(_ line: String, _ other: String) -> Bool {
    line.utf8.elementsEqual(other.utf8)
  }

  /// How many lines at the top and at the bottom `lines` and `old` share (those at the bottom
  /// not counting those at the top).
  private static func unchangedLines(_ lines: [String], _ old: [String]) -> (
    top: Int, bottom: Int
  ) {
    let shorter = min(lines.count, old.count)
    var top = 0
    while top < shorter, sameBytes(lines[top], old[top]) { top += 1 }
    var bottom = 0
    while bottom < shorter - top,
      sameBytes(lines[lines.count - 1 - bottom], old[old.count - 1 - bottom])
    {
      bottom += 1
    }
    return (top, bottom)
  }
}

extension Diagnostics.SuspiciousLines {
  /// What this holds, its lines moved down by `offset`.
  func moved(by offset: Int) -> Self {
    var moved = Self()
    moved.append(self, from: offset)
    return moved
  }

  /// Adds what `other` holds, its lines moved down by `offset`.
  mutating func append(_ other: Self, from offset: Int) {
    for var diagnostic in other.diagnostics {
      diagnostic.line = diagnostic.line.map { $0 + offset }
      diagnostics.append(diagnostic)
    }
    for line in other.headingsWithSuspiciousText {
      headingsWithSuspiciousText.insert(line + offset)
    }
  }
}
