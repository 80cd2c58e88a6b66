import PrintableText

/// Small helpers the checks share: edit distances and lists in plain words.
package enum Wording {
  /// Whether `a` is `b` with two neighbouring letters swapped (`adn` for `and`).
  package static func swapsTwoLetters(_ a: String, _ b: String) -> Bool {
    let a = Array(a)
    let b = Array(b)
    guard a.count == b.count, let first = a.indices.first(where: { a[$0] != b[$0] }),
      first + 1 < a.count
    else { return false }
    return a[first] == b[first + 1] && a[first + 1] == b[first]
      && a[(first + 2)...] == b[(first + 2)...]
  }

  /// The Levenshtein distance between `a` and `b`, or `limit + 1` as soon as it exceeds
  /// `limit`. Costs at most `(limit * 2 + 1) * a.count` steps: only a band around the diagonal
  /// is computed, so a long input costs time in proportion to its length.
  package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let infinity = limit + 1
    var previous = [Int](repeating: infinity, count: b.count + 1)
    var current = previous
    for j in 0...min(b.count, limit) { previous[j] = j }
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = i <= limit ? i : infinity
      if low > 1 { current[low - 1] = infinity }
      var rowBest = current[0]
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          let deletion = previous[j] + 1
          let insertion = current[j - 1] + 1
          current[j] = min(substitution, deletion, insertion, infinity)
          rowBest = min(rowBest, current[j])
        }
      }
      if high < b.count { current[high + 1] = infinity }
      if rowBest > limit { return infinity }
      swap(&previous, &current)
    }
    return min(previous[b.count], infinity)
  }

  /// The distance between two words, compared by character.
  package static func distance(_ a: String, _ b: String, limit: Int) -> Int {
    distance(Array(a), Array(b), limit: limit)
  }

  /// At most this many characters of a file's text are quoted in a message.
  static let maximumShown = 80

  /// `text` as a message quotes it: control characters written as `\u{1B}` (so that a terminal
  /// shows them instead of obeying them) and a long text cut at ``maximumShown`` characters
  /// with `…`.
  package static func shown(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let kept = String(scalars.prefix(maximumShown))
    let escaped = VisibleText.replacing(kept) {
      VisibleText.isUnsafe($0) ? "\\u{\(VisibleText.hex($0))}" : nil
    }
    return scalars.dropFirst(maximumShown).isEmpty ? escaped : escaped + "…"
  }

  /// `path:line:column`, the way compilers name a place; without the line, `path` alone, and
  /// without the column, `path:line`.
  package static func place(_ path: String, line: Int?, column: Int?) -> String {
    path + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "")
  }

  /// `a`, `a or b`, `a, b, or c`.
  package static func list(_ items: [String], conjunction: String = "or") -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return "\(items[0]) \(conjunction) \(items[1])"
    default:
      return items.dropLast().joined(separator: ", ") + ", \(conjunction) \(items.last ?? "")"
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  package var trimmingSpace: String {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return String(self[start..<end])
  }
}
