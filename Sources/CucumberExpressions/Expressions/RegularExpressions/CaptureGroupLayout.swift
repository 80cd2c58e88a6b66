/// The capturing groups of a regular expression's source, in group-number order, with their
/// nesting. Lets a match be split into one argument per top-level group.
struct CaptureGroupLayout: Sendable, Hashable {
  struct Group: Sendable, Hashable {
    /// The index (into ``CaptureGroupLayout/groups``) of the enclosing capturing group.
    let parent: Int?
    /// The source between the group's parentheses.
    let source: String
  }

  let groups: [Group]

  /// For each group number (0 for the whole match), the numbers of the groups directly inside it.
  var nestedGroupNumbers: [[Int]] {
    var nested = Array(repeating: [Int](), count: groups.count + 1)
    for (index, group) in groups.enumerated() {
      nested[(group.parent ?? -1) + 1].append(index + 1)
    }
    return nested
  }

  init(pattern: String) {
    let characters = Array(pattern)
    var groups: [(parent: Int?, start: Int, end: Int?)] = []
    // Each open parenthesis: the group index it opened, or nil for a non-capturing one.
    var open: [Int?] = []
    var index = 0
    var inClass = false
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        index += 2
        continue
      }
      if inClass {
        if character == "]" { inClass = false }
      } else if character == "[" {
        inClass = true
        if index + 1 < characters.count, characters[index + 1] == "]" { index += 1 }
      } else if character == "(" {
        if Self.isCapturing(characters, openingAt: index) {
          let parent = open.last(where: { $0 != nil }) ?? nil
          groups.append((parent, Self.bodyStart(characters, openingAt: index), nil))
          open.append(groups.count - 1)
        } else {
          open.append(nil)
        }
      } else if character == ")", let closed = open.popLast() {
        if let closed { groups[closed].end = index }
      }
      index += 1
    }
    self.groups = groups.map { group in
      let end = group.end ?? characters.count
      return Group(
        parent: group.parent, source: String(characters[group.start..<max(end, group.start)]))
    }
  }

  private static func isCapturing(_ characters: [Character], openingAt index: Int) -> Bool {
    guard index + 1 < characters.count, characters[index + 1] == "?" else { return true }
    // (?<name>...) and (?P<name>...) capture; (?<=...) and (?<!...) do not.
    guard index + 3 < characters.count else { return false }
    if characters[index + 2] == "<" {
      return characters[index + 3] != "=" && characters[index + 3] != "!"
    }
    return characters[index + 2] == "P" && characters[index + 3] == "<"
  }

  private static func bodyStart(_ characters: [Character], openingAt index: Int) -> Int {
    guard index + 1 < characters.count, characters[index + 1] == "?" else { return index + 1 }
    var cursor = index + 2
    while cursor < characters.count, characters[cursor] != ">" { cursor += 1 }
    return min(cursor + 1, characters.count)
  }
}
