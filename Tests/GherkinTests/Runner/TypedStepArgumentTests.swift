import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

@Suite("Typed step arguments")
struct TypedStepArgumentTests {
  @Test("a step taking no arguments runs its body, which changes the world")
  func noArguments() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("the feed is empty") { world in world.notes.append("empty") }
    registry.then("the world remembers it") { world in await journal.record("\(world.notes)") }

    let (outcome, _) = await run(
      [makePickle(steps: ["the feed is empty", "the world remembers it"])], registry: registry)

    #expect(await journal.entries == [#"["empty"]"#])
    #expect(outcome.success)
    #expect(registry.definitions.map(\.argumentCount) == [0, 0])
  }

  @Test("a step taking one typed argument receives it, and its body changes the world")
  func oneArgument() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.when("the customer waits {int} seconds", Int.self) { world, seconds in
      world.notes.append("waited \(seconds * 2)")
    }
    registry.then("the world remembers it") { world in await journal.record("\(world.notes)") }

    let (outcome, _) = await run(
      [makePickle(steps: ["the customer waits 21 seconds", "the world remembers it"])],
      registry: registry)

    #expect(await journal.entries == [#"["waited 42"]"#])
    #expect(outcome.success)
    #expect(registry.definitions.first?.argumentCount == 1)
  }

  @Test("a step taking two typed arguments receives a capture, then its doc string, in order")
  func twoArgumentsWithDocString() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("the server answers {string} with:", String.self, PickleDocString.self) {
      (world: inout _, address, body) in
      world.notes.append("\(address) → \(body.content) (\(body.mediaType ?? "-"))")
    }
    registry.then("the world remembers it") { world in await journal.record("\(world.notes)") }
    var pickle = makePickle(steps: ["the world remembers it"])
    pickle.steps.insert(
      makeStep(
        #"the server answers "/feed" with:"#,
        argument: PickleStepArgument(docString: PickleDocString(content: "{}", mediaType: "json"))),
      at: 0)

    let (outcome, _) = await run([pickle], registry: registry)

    #expect(await journal.entries == [#"["/feed → {} (json)"]"#])
    #expect(outcome.success)
    #expect(registry.definitions.first?.argumentCount == 2)
  }

  @Test("a step taking four typed arguments receives three captures, then its table, in order")
  func fourArgumentsWithTable() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given(
      "{word} has {int} images of {float} MB:", String.self, Int.self, Double.self,
      PickleTable.self
    ) { (world: inout _, owner, count, size, table) in
      world.notes.append("\(owner) \(count) \(size) \(table.rows)")
    }
    registry.then("the world remembers it") { world in await journal.record("\(world.notes)") }
    var pickle = makePickle(steps: ["the world remembers it"])
    pickle.steps.insert(
      makeStep(
        "alice has 2 images of 1.5 MB:",
        argument: PickleStepArgument(dataTable: PickleTable(rows: [["a"], ["b"]]))),
      at: 0)

    let (outcome, _) = await run([pickle], registry: registry)

    #expect(await journal.entries == [#"["alice 2 1.5 [[\"a\"], [\"b\"]]"]"#])
    #expect(outcome.success)
    #expect(registry.definitions.first?.argumentCount == 4)
  }

  @Test("a step taking five typed arguments of one type receives them in the sentence's order")
  func fiveArguments() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.step(
      "{int}, {int}, {int}, {int} and {int}", Int.self, Int.self, Int.self, Int.self, Int.self
    ) { (world: inout _, a, b, c, d, e) in
      world.notes = [a, b, c, d, e].map(String.init)
    }
    registry.then("the world remembers it") { world in await journal.record("\(world.notes)") }

    let (outcome, _) = await run(
      [makePickle(steps: ["5, 3, 9, 1 and 7", "the world remembers it"])], registry: registry)

    #expect(await journal.entries == [#"["5", "3", "9", "1", "7"]"#])
    #expect(outcome.success)
    #expect(registry.definitions.first?.argumentCount == 5)
  }

  @Test("a value not of its declared type fails the step, naming the argument and both types")
  func wrongTypeAmongMany() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("{int}, {word} and {int}", Int.self, Int.self, Int.self) { _, _, _, _ in
      await journal.record("ran")
    }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["1, two and 3"])], registry: registry)

    #expect(envelopes.stepResults.map(\.status) == [.failed])
    #expect(
      envelopes.stepResults.first?.message
        == "argument 2 is String but the step definition takes Int")
    #expect(await journal.entries.isEmpty)
    #expect(!outcome.success)
  }

  @Test("an optional group the step leaves out fails a body that needs it, saying it is missing")
  func missingOptionalCapture() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given(#"^(\d+) images( today)?$"#, Int.self, String.self) { _, _, _ in
      await journal.record("ran")
    }
    registry.given(#"^(\d+) pages( today)?$"#, Int.self, String?.self) { _, count, when in
      await journal.record("\(count) \(when ?? "any day")")
    }

    let (_, envelopes) = await run(
      [makePickle(steps: ["3 images"]), makePickle("another", steps: ["2 pages"])],
      registry: registry)

    #expect(envelopes.stepResults.map(\.status) == [.failed, .passed])
    #expect(
      envelopes.stepResults.first?.message
        == "argument 2 is missing but the step definition takes String")
    #expect(await journal.entries == ["2 any day"])
  }

  @Test("a doc string under a step whose definition takes only its captures says so in words")
  func docStringUnderStepTakingCapturesOnly() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("{int} and {int}", Int.self, Int.self) { _, _, _ in }
    var pickle = makePickle(steps: [])
    pickle.steps = [
      makeStep(
        "1 and 2",
        argument: PickleStepArgument(docString: PickleDocString(content: "{}", mediaType: nil)))
    ]

    let (_, envelopes) = await run([pickle], registry: registry)

    #expect(envelopes.stepResults.map(\.status) == [.failed])
    #expect(
      envelopes.stepResults.first?.message
        == "This sentence takes no doc string: remove the doc string under the step, or use a sentence that takes one (feed-specs --list-steps lists the sentences)."
    )
  }
}
