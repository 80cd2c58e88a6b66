import Testing

@testable import GherkinCommandLine

@Suite("Step outcomes")
struct StepOutcomeTests {
  @Test("after a failing step the remaining steps are skipped and the scenario fails")
  func failingStepSkipsRest() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("it breaks") { _ in throw StepFailure() }
    registry.given("it continues") { _ in await journal.record("continued") }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["it breaks", "it continues"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed, .skipped])
    #expect(envelopes.stepResults.first?.message == "step blew up")
    #expect(await journal.entries.isEmpty)
    #expect(ExitStatus(outcome).code == 1)
  }

  @Test("an undefined step is reported with a ready-to-paste typed snippet")
  func undefinedStepSnippet() async {
    let registry = StepRegistry { TestWorld() }

    let (outcome, envelopes) = await run(
      [makePickle(steps: [#"I have 3 "red" apples"#, "later"])], registry: registry)

    #expect(envelopes.stepStatuses == [.undefined, .undefined])
    #expect(
      envelopes.snippets.first == """
        registry.given("I have {int} {string} apples", Int.self, String.self) { (world: inout _, int, string) in
          try pending()
        }
        """)
    #expect(!outcome.success)
  }

  @Test("a snippet names every argument's type, however many, the table last")
  func snippetWithManyArguments() async {
    let registry = StepRegistry { TestWorld() }
    var pickle = makePickle(steps: [])
    pickle.steps = [
      makeStep(
        #"1 "a" 2 "b" 3.5 images:"#,
        argument: PickleStepArgument(dataTable: PickleTable(rows: [["x"]])))
    ]

    let (_, envelopes) = await run([pickle], registry: registry)

    #expect(
      envelopes.snippets.first == """
        registry.given("{int} {string} {int} {string} {float} images:", Int.self, String.self, Int.self, String.self, Double.self, PickleTable.self) { (world: inout _, int, string, int2, string2, float, table) in
          try pending()
        }
        """)
  }

  @Test("a snippet for a step with one argument leaves the world's type to be inferred")
  func snippetWithOneArgument() async {
    let registry = StepRegistry { TestWorld() }

    let (_, envelopes) = await run([makePickle(steps: ["I have 3 apples"])], registry: registry)

    #expect(
      envelopes.snippets.first == """
        registry.given("I have {int} apples", Int.self) { world, int in
          try pending()
        }
        """)
  }

  @Test("control characters in an undefined step are escaped in the snippet's Swift string literal")
  func snippetEscapesControlCharacters() async {
    let registry = StepRegistry { TestWorld() }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a \u{0} nul, a \t tab, a \u{1B}[2J clear and a \u{7F} delete"])],
      registry: registry)

    let snippet = envelopes.snippets.first ?? ""
    #expect(
      snippet.hasPrefix(
        #"registry.given("a \0 nul, a \t tab, a \u{1B}[2J clear and a \u{7F} delete") { world in"#))
    #expect(
      !snippet.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
  }

  @Test("a step matching two definitions is ambiguous and the message names each location")
  func ambiguousStep() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("{int} cucumbers", Int.self) { _, _ in }
    registry.given("{word} cucumbers", String.self) { _, _ in }

    let (outcome, envelopes) = await run([makePickle(steps: ["5 cucumbers"])], registry: registry)

    let message = envelopes.problems.first?.message ?? ""
    #expect(envelopes.stepStatuses == [.ambiguous])
    #expect(message.contains("{int} cucumbers (GherkinTests/StepOutcomeTests.swift:"))
    #expect(message.contains("{word} cucumbers (GherkinTests/StepOutcomeTests.swift:"))
    #expect(ExitStatus(outcome).code == 1)
  }

  @Test("a pending step fails the run by default")
  func pendingFailsByDefault() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("not done yet") { _ in try pending("write me") }

    let (outcome, envelopes) = await run([makePickle(steps: ["not done yet"])], registry: registry)

    #expect(envelopes.stepResults.map(\.status) == [.pending])
    #expect(envelopes.stepResults.first?.message == "write me")
    #expect(ExitStatus(outcome).code == 1)
  }

  @Test("a pending step does not fail the run when not strict")
  func pendingPassesWhenNotStrict() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("not done yet") { _ in try pending() }

    let (outcome, _) = await run(
      [makePickle(steps: ["not done yet"])], registry: registry,
      options: RunOptions(strict: false))

    #expect(outcome.results.map(\.status) == [.pending])
    #expect(ExitStatus(outcome).code == 0)
  }

  @Test("each scenario gets a fresh world")
  func freshWorld() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("I note {word}", String.self) { world, note in world.notes.append(note) }
    registry.then("the notes are counted") { world in await journal.record("\(world.notes)") }
    let steps = ["I note a", "the notes are counted"]

    _ = await run(
      [makePickle("one", steps: steps, line: 3), makePickle("two", steps: steps, line: 8)],
      registry: registry)

    #expect(await journal.entries == [#"["a"]"#, #"["a"]"#])
  }

  @Test("two scenarios whose names differ only in punctuation both run")
  func punctuationNames() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a step") { _ in await journal.record("ran") }

    let (outcome, _) = await run(
      [
        makePickle("Load feed, then cache", steps: ["a step"], line: 3),
        makePickle("Load feed then cache", steps: ["a step"], line: 7),
      ], registry: registry)

    #expect(await journal.entries == ["ran", "ran"])
    #expect(outcome.results.map(\.pickle.location.line) == [3, 7])
  }
}
