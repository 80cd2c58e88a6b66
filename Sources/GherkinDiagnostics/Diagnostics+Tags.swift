import CucumberExpressions

extension Diagnostics {
  /// How many of the tags that exist a message lists, closest first.
  static let tagsShown = 8

  /// The tags of `--tags` (or `GHERKIN_TAGS`) that no loaded scenario has, when the selection
  /// is not empty (``emptySelection(_:suite:)`` explains an empty one, unless
  /// `--allow-empty` allowed it), one diagnostic per such tag.
  ///
  /// A tag that cannot be any scenario's (no `@`, Cucumber's old `~` or `,`) or that is close
  /// to a tag that exists (`@edg` beside `@edge`) is a mistake: an error, unless `--allow-empty`.
  /// A tag unlike every tag that exists may be legitimate (`not @wip` when nothing is `@wip`
  /// today): a warning, so the run still says that the tag changes nothing.
  package static func unknownTags(_ selection: Selection, suite: FeatureSuite) -> [Diagnostic] {
    // An empty selection is explained by emptySelection, or was allowed with --allow-empty.
    guard !selection.tags.isEmpty, !suite.pickles.isEmpty, selection.selectsSome else { return [] }
    let existing = Set(suite.pickles.lazy.flatMap { $0.tags.lazy.map(\.name) })
    let setting: Setting =
      selection.underSwiftTest ? .variable("GHERKIN_TAGS") : .flag("--tags")
    var diagnostics: [Diagnostic] = []
    var reported: Set<String> = []
    for tag in selection.tags {
      let source = tag.source
      for (name, negated) in tag.expression.namedTags
      where !existing.contains(name) && reported.insert(name).inserted {
        let word = tagWord(name, in: source, existing: existing, setting: setting)
        let effect =
          negated
          ? "so 'not \(Wording.shown(name))' leaves out no scenario"
          : "so \(Wording.shown(name)) adds no scenario"
        let mistake = word.isMistake && !selection.allowEmpty
        var message =
          "\(setting.written(Wording.shown(source))) names \(Wording.shown(name)), which no scenario has"
          + (word.isMistake ? "" : " today") + ", \(effect)." + (word.advice.map { " \($0)" } ?? "")
        if !word.isMistake {
          message += " If it is meant for scenarios to come, this is only a warning."
        } else if selection.allowEmpty {
          message += " (a warning under --allow-empty)"
        }
        if suite.hasErrors {
          message += " A file that was not run may have it."
        }
        diagnostics.append(
          Diagnostic(
            .unknownTag, severity: mistake && !suite.hasErrors ? .error : .warning,
            message: message))
      }
    }
    return diagnostics
  }

  /// What is wrong with `word`, a tag of the expression `source` that no scenario has, and the
  /// likely fix: Cucumber's old syntax (`~@a`, `@a,@b`), a missing `@`, or the tag it is
  /// closest to. `isMistake` when the tag can be no scenario's or is close to one that exists.
  static func tagWord(
    _ word: String, in source: String, existing: Set<String>, setting: Setting
  ) -> (advice: String?, isMistake: Bool) {
    func rewritten(_ replacement: String) -> String {
      let whole = source.replacing(word, with: replacement, maxReplacements: 1)
      return setting.written(Wording.shown(whole))
    }
    let shown = Wording.shown(word)
    if word.hasPrefix("~") {
      let tag = String(word.dropFirst())
      return (
        "'~' is how old versions of Cucumber wrote 'not': write \(rewritten("not \(tag)")).",
        true
      )
    }
    if word.contains(","), word.split(separator: ",").count > 1 {
      let tags = word.split(separator: ",").map(String.init)
      return (
        "A comma is how old versions of Cucumber wrote 'or': write \(rewritten(tags.joined(separator: " or ")))."
          + " (Several --tags must all hold, as 'and' does.)", true
      )
    }
    if !word.hasPrefix("@") {
      if existing.contains("@" + word) {
        return ("A tag starts with @: did you mean @\(shown)?", true)
      }
      let guess = closestTags(to: "@" + word, in: existing, count: 1).first
      let close = guess.map { isClose($0, "@" + word) } ?? false
      return (
        "A tag starts with @" + (close ? ": did you mean \(Wording.shown(guess ?? ""))?" : "."),
        true
      )
    }
    guard let guess = closestTags(to: word, in: existing, count: 1).first, isClose(guess, word)
    else { return (nil, false) }
    return ("Did you mean \(Wording.shown(guess))?", true)
  }

  /// Whether `tag` is near enough to `word` to be what was meant: the same but for case, two
  /// letters swapped, or at most one edit away (two for a name longer than five characters).
  static func isClose(_ tag: String, _ word: String) -> Bool {
    let (a, b) = (tag.lowercased(), word.lowercased())
    let limit = b.count > 6 ? 2 : 1
    return Wording.distance(Array(a), Array(b), limit: limit) <= limit
      || Wording.swapsTwoLetters(a, b)
  }

  /// Up to `count` tags of `existing`, closest to `word` first (ties in name order). Each tag's
  /// distance is computed once and bounded, and only the best `count` are kept, so the cost is
  /// in proportion to the tags' total length.
  static func closestTags(to word: String, in existing: Set<String>, count: Int) -> [String] {
    guard count > 0 else { return [] }
    let target = Array(word.lowercased())
    let limit = max(2, min(8, target.count / 2))
    var best: [(distance: Int, tag: String)] = []
    func before(_ a: (distance: Int, tag: String), _ b: (distance: Int, tag: String)) -> Bool {
      a.distance == b.distance ? a.tag < b.tag : a.distance < b.distance
    }
    for tag in existing {
      let candidate = (Wording.distance(Array(tag.lowercased()), target, limit: limit), tag)
      if best.count == count, let last = best.last, !before(candidate, last) { continue }
      let index = best.firstIndex { before(candidate, $0) } ?? best.count
      best.insert(candidate, at: index)
      if best.count > count { best.removeLast() }
    }
    return best.map(\.tag)
  }

  /// `Tags that exist, closest first: @a, @b, and 19 more.`, or that no scenario has any tag.
  static func existingTags(closestTo word: String, in existing: Set<String>) -> String {
    guard !existing.isEmpty else { return "No scenario has any tag." }
    let target = word.hasPrefix("@") ? word : "@" + word
    let shown = closestTags(to: target, in: existing, count: tagsShown).map(Wording.shown)
    let more = existing.count > shown.count ? ", and \(existing.count - shown.count) more" : ""
    return "Tags that exist, closest first: \(shown.joined(separator: ", "))\(more)."
  }

  /// The plain-words error when the arguments after a `--tags` value continue its expression,
  /// because the shell split it for want of quotes (`--tags @a and not @b`); `nil` when they
  /// read as intended.
  package static func unquotedTagExpression(
    _ value: String, followedBy arguments: ArraySlice<String>
  )
    -> String?
  {
    // Take the words that continue an expression: an operator, or a word after one.
    var words = [value]
    var expectsOperand = ["and", "or", "not"].contains(value)
    for next in arguments {
      let isOperator = ["and", "or", "not"].contains(next)
      guard !next.hasPrefix("-"), isOperator || expectsOperand else { break }
      words.append(next)
      expectsOperand = isOperator
    }
    let expression = words.joined(separator: " ")
    guard words.count > 1, (try? TagExpression(parsing: expression)) != nil else { return nil }
    let shownWords = words.dropFirst().map { "'\(Wording.shown($0))'" }
    return
      "--tags takes one argument, so \(Wording.list(shownWords, conjunction: "and")) would be read as files: quote the whole tag expression, as in --tags '\(Wording.shown(expression))'"
  }
}

extension TagExpression {
  /// Each tag the expression names, in order, with whether it stands under an odd number of
  /// `not`s (so that a scenario having it is left out).
  var namedTags: [(name: String, negated: Bool)] {
    var found: [(name: String, negated: Bool)] = []
    var pending: [(TagExpressionNode, Bool)] = root.map { [($0, false)] } ?? []
    while let (node, negated) = pending.popLast() {
      switch node {
      case .tag(let name): found.append((name, negated))
      case .not(let operand): pending.append((operand, !negated))
      case .and(let left, let right), .or(let left, let right):
        pending.append((right, negated))
        pending.append((left, negated))
      }
    }
    return found
  }
}
