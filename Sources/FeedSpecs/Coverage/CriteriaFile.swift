import Foundation
import GherkinCommandLine

/// The criteria the scenarios must prove and the behaviours beyond them, as a product owner
/// writes them in `criteria.md` beside the feature files (the top of `Features/criteria.md`
/// describes the format):
///
/// ```markdown
/// # Criteria
/// ## Image comments
/// - @comments @online online customer
///   Given the customer has connectivity ...
/// # Behaviours
/// - @paging Loading more pages
///   More images load as the customer reaches the end of the feed ...
/// ```
package struct CriteriaFile: Sendable, Hashable {
  /// The file's name, in the folder of the feature files.
  package static let name = "criteria.md"

  /// A criteria file that cannot be read, or a line of it that does not follow the format.
  package struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    package let path: String
    /// The 1-based line, when the problem is on one.
    package let line: Int?
    /// What is wrong, and how to write it.
    package let message: String

    /// `path:line: message`.
    package var description: String { diagnostic.rendered }

    /// The problem as one that fails the run.
    package var diagnostic: Diagnostic {
      Diagnostic(.reportJudgement, uri: path, line: line, message: message)
    }
  }

  /// Where it was read from.
  package let path: String
  /// The criteria, in the file's order.
  package let items: [SeedItem]
  /// The behaviours beyond the criteria, in the file's order.
  package let behaviours: [BeyondSeedBehaviour]

  /// Creates the criteria `items` and `behaviours`, said to come from `path`.
  package init(path: String, items: [SeedItem], behaviours: [BeyondSeedBehaviour] = []) {
    self.path = path
    self.items = items
    self.behaviours = behaviours
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``Problem`` when it cannot be read or a line does not follow the format.
  package init(contentsOf path: String) throws(Problem) {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw Problem(
        path: path, line: nil,
        message: exists
          ? "the criteria file cannot be read"
          : "there is no criteria file here: the stories and criteria the scenarios must prove "
            + "are written in \(Self.name) beside the feature files (see Features/\(Self.name))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Problem(path: path, line: nil, message: "the criteria file is not UTF-8 text")
    }
    try self.init(parsing: text, path: path)
  }

  /// Reads `text`, the file at `path`.
  ///
  /// - Throws: ``Problem`` at the first line that does not follow the format.
  package init(parsing text: String, path: String) throws(Problem) {
    var reader = Reader(path: path)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      try reader.read(line.hasSuffix("\r") ? line.dropLast() : line, number: index + 1)
    }
    try reader.finish()
    self.init(path: path, items: reader.items, behaviours: reader.behaviours)
  }

  /// The criteria file of a run whose feature files are `uris`, as the run named them (relative
  /// to the current directory, or absolute): `criteria.md` in the folder holding them all, or
  /// in the nearest folder above it (within the path as written) that has one. When none has
  /// one, the path in the folder holding them all, for the problem to name;
  /// `Features/criteria.md` for a run that read no feature file.
  package static func path(forFeatureFiles uris: [String]) -> String {
    let folders = uris.map { uri in
      let parts = uri.split(separator: "/").filter { $0 != "." }.dropLast()
      return (uri.hasPrefix("/") ? ["/"] : []) + parts.map(String.init)
    }
    guard var common = folders.first else { return FeedSpecs.featuresFolder + "/" + name }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    let top = common.first == "/" ? 1 : 0
    let candidates = (top...common.count).reversed().map { count in
      (common.prefix(count) + [name]).joined(separator: "/").replacingOccurrences(
        of: "//", with: "/")
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
  }

  /// The criteria file of the run `record` holds (``path(forFeatureFiles:)``), read.
  package static func read(forRunOf record: TestRunRecord) -> Result<CriteriaFile, Problem> {
    Result { () throws(Problem) in
      try CriteriaFile(contentsOf: path(forFeatureFiles: record.sourceURIs))
    }
  }
}

/// Reads `criteria.md` line by line: an introduction up to `# Criteria`; then `## ` story
/// headings, each with its criteria (`- @tags title`, the wording on the indented lines below);
/// then `# Behaviours`, the behaviours written the same way with one tag each.
private struct Reader {
  enum Part { case introduction, criteria, behaviours }

  /// A criterion or behaviour whose wording is still being read.
  struct Pending {
    var tags: [String]
    var title: String
    var line: Int
    var wording: [String] = []
  }

  let path: String
  var part = Part.introduction
  var story: String?
  var pending: Pending?
  var items: [SeedItem] = []
  var behaviours: [BeyondSeedBehaviour] = []
  var seen: [[String]: Int] = [:]
  var headings: [Part: Int] = [:]

  init(path: String) { self.path = path }

  static let format =
    "a criterion is written `- @story-tag @criterion-tag title`, its wording on the indented "
    + "lines below it"

  func problem(_ line: Int?, _ message: String) -> CriteriaFile.Problem {
    CriteriaFile.Problem(path: path, line: line, message: message)
  }

  mutating func read(_ line: Substring, number: Int) throws(CriteriaFile.Problem) {
    let text = line.trimmingCharacters(in: .whitespaces)
    let indented = line.first == " " || line.first == "\t"
    if text.isEmpty { return }
    if part == .introduction && (indented || !line.hasPrefix("#")) {
      if !indented, let body = Self.bullet(text), body.hasPrefix("@") {
        throw problem(
          number, "a criterion above `# Criteria` would count for nothing: move it under its story")
      }
      return
    }
    if indented {
      guard pending != nil else {
        throw problem(
          number,
          "an indented line continues the wording of the criterion above it, and there is "
            + "none: \(Self.format)")
      }
      pending?.wording.append(text)
      return
    }
    try finishPending()
    if line.hasPrefix("#") {
      try heading(text, number: number)
    } else if let body = Self.bullet(text) {
      try start(body, written: text, number: number)
    } else {
      throw problem(number, "\"\(text)\" is not a criterion: \(Self.format)")
    }
  }

  mutating func heading(_ text: String, number: Int) throws(CriteriaFile.Problem) {
    let level = text.prefix { $0 == "#" }.count
    let title = text.dropFirst(level).trimmingCharacters(in: .whitespaces)
    switch (level, title.lowercased()) {
    case (1, "criteria"), (1, "behaviours"), (1, "behaviors"):
      let next: Part = title.lowercased() == "criteria" ? .criteria : .behaviours
      if let first = headings[next] {
        throw problem(number, "`# \(title)` is written twice: also on line \(first)")
      }
      if next == .criteria, headings[.behaviours] != nil {
        throw problem(number, "`# Criteria` comes before `# Behaviours`")
      }
      headings[next] = number
      part = next
      story = nil
    case (1, _):
      throw problem(
        number, "`\(text)`: the file has two parts, headed `# Criteria` and `# Behaviours`")
    case (2, _) where part == .criteria && !title.isEmpty:
      story = title
    case (2, _) where part == .introduction:
      throw problem(number, "`\(text)` comes before `# Criteria`: the stories are listed under it")
    case (2, _) where part == .behaviours:
      throw problem(
        number, "a behaviour has no story heading: write it as `- @tag title` under `# Behaviours`")
    default:
      throw problem(
        number, "`\(text)`: a story is headed `## ` and its title, such as `## Image comments`")
    }
  }

  mutating func start(_ body: String, written: String, number: Int) throws(CriteriaFile.Problem) {
    let words = body.split(separator: " ", omittingEmptySubsequences: true)
    let tags = words.prefix { $0.hasPrefix("@") }.map(String.init)
    let title = words.dropFirst(tags.count).joined(separator: " ")
    guard !tags.isEmpty else {
      throw problem(
        number,
        "\"\(written)\" names no tag: start it with the tags a scenario carries to prove "
          + "it, such as `- @comments @newest-first newest first`")
    }
    if let bare = tags.first(where: { $0 == "@" }) {
      throw problem(number, "\"\(bare)\" is not a tag: a tag is @ and a name, such as @comments")
    }
    guard !title.isEmpty else {
      throw problem(number, "\(tags.joined(separator: " ")) has no title: write it after the tags")
    }
    switch part {
    case .criteria where story == nil:
      throw problem(
        number, "a criterion comes under its story's heading, such as `## Image comments`")
    case .behaviours where tags.count != 1:
      throw problem(
        number,
        "a behaviour has one tag, and \(title) has \(tags.count): "
          + tags.joined(separator: " "))
    default: break
    }
    let key = tags.sorted()
    if let first = seen[key] {
      throw problem(
        number, "\(tags.joined(separator: " ")) is written twice: also on line \(first)")
    }
    seen[key] = number
    pending = Pending(tags: tags, title: title, line: number)
  }

  mutating func finishPending() throws(CriteriaFile.Problem) {
    guard let pending else { return }
    self.pending = nil
    guard !pending.wording.isEmpty else {
      throw problem(
        pending.line,
        "\(pending.tags.joined(separator: " ")) \(pending.title) has no wording: "
          + "write what it states on the lines below it, indented")
    }
    let wording = pending.wording.joined(separator: " ")
    if part == .criteria, let story {
      items.append(
        SeedItem(
          tags: pending.tags, title: "\(story): \(pending.title)", wording: wording,
          line: pending.line))
    } else {
      behaviours.append(
        BeyondSeedBehaviour(tag: pending.tags[0], title: pending.title, wording: wording))
    }
  }

  mutating func finish() throws(CriteriaFile.Problem) {
    try finishPending()
    guard headings[.criteria] != nil else {
      throw problem(nil, "the file has no `# Criteria` heading: the criteria are listed under it")
    }
  }

  /// The text after a list item's `- ` or `* `, or `nil` when `text` is not one.
  static func bullet(_ text: String) -> String? {
    guard text.hasPrefix("- ") || text.hasPrefix("* ") else { return nil }
    return text.dropFirst(2).trimmingCharacters(in: .whitespaces)
  }
}
