/// One part of a suite split across machines, as cucumber-js's `--shard INDEX/TOTAL`: the
/// pickles that pass the other filters are dealt round-robin, in the order they are defined, to
/// parts 1 to TOTAL; part INDEX runs the 1st, (TOTAL+1)th, (2·TOTAL+1)th… of them, counted from
/// INDEX.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// Which part, from 1.
  package let index: Int
  /// How many parts.
  package let total: Int

  /// Creates part `index` of `total`; `nil` unless `1 <= index <= total`.
  package init?(index: Int, total: Int) {
    guard total >= 1, (1...total).contains(index) else { return nil }
    self.index = index
    self.total = total
  }

  /// Reads `INDEX/TOTAL`, such as `2/4`.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, total: total)
  }

  public var description: String { "\(index)/\(total)" }

  /// The pickles of this part, out of all the pickles selected, in order.
  func deal<Element>(_ all: [Element]) -> [Element] {
    all.enumerated().filter { $0.offset % total == index - 1 }.map(\.element)
  }
}
