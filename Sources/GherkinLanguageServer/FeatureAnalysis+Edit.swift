import GherkinDiagnostics

extension FeatureAnalysis {
  /// The analysis of `text`, an edit of `oldText` (this analysis's text), made by parsing again
  /// only the Scenarios of the Feature whose lines the edit changed, and compiling and indexing
  /// only theirs; `nil` when that is not sure to give what parsing the whole text gives: the
  /// caller then analyses it whole. An edit that adds or removes lines moves everything below
  /// its Scenarios (their nodes, comments, steps and pickles) by as many lines.
  ///
  /// A Scenario's lines run from its first tag line (or its heading) to the line before the
  /// Feature's next child, or to the end of the file. The lines of the Scenarios the edit
  /// touched (and of the Scenario above, when it touched a Scenario's first line, which may join
  /// the two) are parsed alone after a `# language:` line and the Feature's heading, numbered as
  /// in the file. That parse is the whole file's when it gives Scenarios only, the first one
  /// from the first of those lines, and no error: the parser reads a tag or Scenario line after
  /// a Scenario as it reads it after a Feature heading (tags above Examples would be an error
  /// there), and the lines below are read as before, since they start a child of the Feature
  /// after a Scenario's line, as they did (a doc string left open, or tags with no heading
  /// below, are errors of the lines parsed alone).
  ///
  /// Parsed whole: a file that did not parse, a Markdown file, an edit of a line above the
  /// Feature's first child, of a Background, or of a Rule (its lines and its Scenarios'), an
  /// edit that adds or removes lines above a Rule (its nodes would move), and an edit whose
  /// lines, parsed alone, give anything else than Scenarios.
  ///
  /// - Returns: whether this analysis is now `text`'s; when not, it is unchanged.
  mutating func edit(from oldText: TextDocument, to text: TextDocument, parser: GherkinParser)
    -> Bool
  {
    guard let edit = changedScenarios(from: oldText, to: text),
      var parsed = parse(edit, in: text, parser: parser)
    else { return false }
    return replace(edit, with: parsed.document, ids: &parsed.ids, source: text.text)
  }

  /// The Scenarios of the Feature an edit changed, and their lines.
  struct ScenarioEdit {
    /// Their positions among the Feature's children.
    var children: Range<Int>
    /// Their lines (1-based) before the edit, the last one's to the line before the next child
    /// or the end of the file.
    var lines: Range<Int>
    /// How many lines the edit added (removed when negative).
    var shift: Int

    /// The lines (1-based) of the Scenarios that the edit made of them.
    var newLines: Range<Int> { lines.lowerBound..<lines.upperBound + shift }
  }

  /// The Scenarios of the Feature that `text` changes, `oldText` being this analysis's text;
  /// `nil` when a line outside them changes, or when lines added or removed would move a Rule.
  private func changedScenarios(from oldText: TextDocument, to text: TextDocument)
    -> ScenarioEdit?
  {
    guard case .document(let document) = result, let children = document.feature?.children,
      !uri.hasSuffix(".md"), let change = text.lineChange(from: oldText)
    else { return nil }
    let changed = change.first...change.lastBefore
    // The children are in line order: the last one that starts at or above a line holds it.
    let holding = { (line: Int) in
      children.partitioningIndex { Self.firstLine(of: $0) > line } - 1
    }
    var first = holding(changed.lowerBound + 1)
    let last = holding(changed.upperBound + 1)
    // An edit of a Scenario's first line may join it to the Scenario above: both are parsed.
    if first > 0, Self.firstLine(of: children[first]) == changed.lowerBound + 1,
      children[first - 1].isScenario
    {
      first -= 1
    }
    guard first >= 0, children[first...last].allSatisfy(\.isScenario),
      change.shift == 0 || children[(last + 1)...].allSatisfy(\.isScenario)
    else { return nil }
    let end =
      last + 1 < children.count ? Self.firstLine(of: children[last + 1]) : oldText.lineCount + 1
    let edit = ScenarioEdit(
      children: first..<last + 1, lines: Self.firstLine(of: children[first])..<end,
      shift: change.shift)
    // Lines removed with all of the Scenarios' lines leave nothing to parse.
    return edit.newLines.isEmpty ? nil : edit
  }

  /// The first line of a child of a Feature: its first tag's, or its heading's.
  private static func firstLine(of child: FeatureChild) -> Int {
    switch child {
    case .background(let background): background.location.line
    case .scenario(let scenario): scenario.tags.first?.location.line ?? scenario.location.line
    case .rule(let rule): rule.tags.first?.location.line ?? rule.location.line
    }
  }

  /// What the lines of `edit` give, parsed alone in the Feature's language after its heading:
  /// their Scenarios and comments, or `nil` when they give anything else.
  private func parse(_ edit: ScenarioEdit, in text: TextDocument, parser: GherkinParser)
    -> (document: GherkinDocument, ids: IdGenerator)?
  {
    guard let feature = document?.feature else { return nil }
    let header = "# language: \(feature.language)\n\(feature.keyword):\n"
    var ids = IdGenerator(prefix: "\(edits + 1)e")
    let parsed = parser.parse(
      header + String(text.text(ofLines: edit.newLines)), uri: uri, ids: &ids,
      firstLine: edit.lines.lowerBound - 2)
    guard case .document(let alone) = parsed, let children = alone.feature?.children,
      alone.feature?.description.isEmpty == true, children.allSatisfy(\.isScenario),
      children.first.map(Self.firstLine) == edit.lines.lowerBound
    else { return nil }
    return (alone, ids)
  }
}

extension FeatureAnalysis {
  /// Puts the Scenarios and comments of `parsed` (parsed alone with `ids`) in the place of the
  /// Scenarios of `edit`, for the text `source`: their steps, their pickles (compiled now) and
  /// their index entries in the place of the old ones', those below moved by the lines the edit
  /// added or removed; `false`, the analysis unchanged, when it holds no Feature to put them in.
  private mutating func replace(
    _ edit: ScenarioEdit, with parsed: GherkinDocument, ids: inout IdGenerator, source: String
  ) -> Bool {
    guard var document, let feature = document.feature else { return false }
    let background = feature.children.first?.background
    let backgroundBefore = background.map { entries(of: $0) }
    let old = feature.children[edit.children].compactMap(\.scenario)
    let new = parsed.feature?.children.compactMap(\.scenario) ?? []
    let moved = Self.scenarios(below: edit, in: feature)
    // Moved, the children below are replaced too.
    let replaced =
      edit.shift == 0 ? edit.children : edit.children.lowerBound..<feature.children.count
    document.feature?.children.replaceSubrange(
      replaced, with: (new + moved).map(FeatureChild.scenario))
    document.comments.splice(
      lines: edit.lines, shift: edit.shift, with: parsed.comments, line: \.location.line,
      moved: { $0.moved(by: $1) })
    result = .document(document)
    self.document = document
    edits += 1
    steps.splice(
      lines: edit.lines, shift: edit.shift, with: new.flatMap(\.steps), line: \.location.line,
      moved: { $0.moved(by: $1) })
    // Compiled with the Feature's Background, which comes first if there is one.
    var compiled = document
    compiled.feature?.children =
      feature.children.prefix(1).filter(\.isBackground) + new.map(FeatureChild.scenario)
    let pickles = PickleCompiler.compile(compiled, ids: &ids)
    var file = suite.files[0]
    // A pickle's location is its Scenario's or its Examples row's line.
    file.pickles.splice(
      lines: edit.lines, shift: edit.shift, with: pickles, line: \.location.line,
      moved: { $0.moved(by: $1) })
    file.source = source
    file.parseResult = result
    suite.replace(file, scenarios: old, with: new, moved: moved)
    forget(old)
    add(pickles)
    if let background { settle(background, pickles: file.pickles) }
    lastEdit = EditedScenarios(
      children: edit.children.lowerBound..<edit.children.lowerBound + new.count,
      lines: edit.newLines, shift: edit.shift,
      changedBackground: background.map { entries(of: $0) } != backgroundBefore)
    return true
  }

  /// The Scenarios below those of `edit`, moved by the lines it added or removed (all of the
  /// Feature's children below are Scenarios then); none when it added or removed none.
  private static func scenarios(below edit: ScenarioEdit, in feature: Feature) -> [Scenario] {
    guard edit.shift != 0 else { return [] }
    return feature.children[edit.children.upperBound...].compactMap(\.scenario).map {
      $0.moved(by: edit.shift)
    }
  }

  /// Forgets the texts of the steps of `scenarios`, which an edit replaced.
  private mutating func forget(_ scenarios: [Scenario]) {
    for step in scenarios.flatMap(\.steps) {
      pickleTexts[step.id] = nil
      outlineSteps.remove(step.id)
    }
  }

  /// What a step is matched with: its texts to match, and whether Examples rows fill it.
  private struct StepEntry: Equatable {
    var texts: [String]?
    var filled: Bool
  }

  /// What the steps of `background` are matched with.
  private func entries(of background: Background) -> [StepEntry] {
    background.steps.map {
      StepEntry(texts: pickleTexts[$0.id], filled: outlineSteps.contains($0.id))
    }
  }

  /// Makes the entries of the Feature's Background's steps those a whole parse gives: a
  /// Background's step has a text when a pickle has steps, and Examples rows fill it when an
  /// outline's pickle has steps.
  private mutating func settle(_ background: Background, pickles: [Pickle]) {
    let run = pickles.contains { !$0.steps.isEmpty }
    let filled = pickles.contains { !$0.steps.isEmpty && $0.examplesRowId != nil }
    for step in background.steps {
      pickleTexts[step.id] = run ? [step.text] : nil
      if !filled { outlineSteps.remove(step.id) }
    }
  }
}

extension FeatureChild {
  /// The Scenario (or Scenario Outline) this child is, if it is one.
  var scenario: Scenario? {
    if case .scenario(let scenario) = self { scenario } else { nil }
  }

  fileprivate var isScenario: Bool { scenario != nil }

  fileprivate var isBackground: Bool { background != nil }

  /// The Background this child is, if it is one.
  fileprivate var background: Background? {
    if case .background(let background) = self { background } else { nil }
  }
}

extension Array {
  /// The positions of the elements on the lines `lines`, the elements being in line order.
  func indices(onLines lines: Range<Int>, line: (Element) -> Int) -> Range<Int> {
    partitioningIndex {
      line($0) >= lines.lowerBound
    }..<partitioningIndex { line($0) >= lines.upperBound }
  }

  /// Puts `new` in the place of the elements (in line order) on the lines `lines`, and moves
  /// those below by `shift` lines, the lines the edit of those lines added or removed (`moved`
  /// gives an element moved).
  mutating func splice(
    lines: Range<Int>, shift: Int, with new: [Element], line: (Element) -> Int,
    moved: (Element, Int) -> Element
  ) {
    let replaced = indices(onLines: lines, line: line)
    guard shift != 0 else { return replaceSubrange(replaced, with: new) }
    let below = self[replaced.upperBound...].map { moved($0, shift) }
    replaceSubrange(replaced.lowerBound..., with: new + below)
  }

}

extension RandomAccessCollection {
  /// The first position whose element `isAfter` holds for, where it holds for every element
  /// after one it holds for (the end when it holds for none): found by halves.
  func partitioningIndex(where isAfter: (Element) -> Bool) -> Index {
    var (low, count) = (startIndex, self.count)
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isAfter(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
