import Testing

@testable import GherkinCommandLine

@Suite("Step matching")
struct StepMatchingTests {
  @Test("a Cucumber Expression delivers its parameter typed")
  func typedArgument() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("the cache was saved {int} days ago", Int.self) { _, days in
      await journal.record("days \(days + 1)")
    }

    let (outcome, _) = await run(
      [makePickle(steps: ["the cache was saved 6 days ago"])], registry: registry)

    #expect(await journal.entries == ["days 7"])
    #expect(outcome.success)
  }

  @Test("a regular expression delivers its captures")
  func regexArguments() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given(#"^(\w+) has (\d+) images$"#, String.self, Int.self) { _, name, count in
      await journal.record("\(name) \(count)")
    }

    _ = await run([makePickle(steps: ["alice has 3 images"])], registry: registry)

    #expect(await journal.entries == ["alice 3"])
  }

  @Test("matching ignores the keyword a definition was registered with")
  func keywordIgnored() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.then("the feed is empty") { _ in await journal.record("then-step") }

    let pickle = makePickle(steps: ["the feed is empty"])  // a Given step (context)
    _ = await run([pickle], registry: registry)

    #expect(await journal.entries == ["then-step"])
  }

  @Test("a data table comes after the captures as the last argument")
  func dataTableArgument() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("{int} images:", Int.self, PickleTable.self) { _, count, table in
      await journal.record("\(count) \(table.rows)")
    }
    var pickle = makePickle(steps: [])
    pickle.steps = [
      makeStep(
        "2 images:", argument: PickleStepArgument(dataTable: PickleTable(rows: [["a"], ["b"]])))
    ]

    _ = await run([pickle], registry: registry)

    #expect(await journal.entries == [#"2 [["a"], ["b"]]"#])
  }

  @Test("a doc string can be taken as its text")
  func docStringArgument() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("the server answers:", String.self) { _, body in await journal.record(body) }
    var pickle = makePickle(steps: [])
    pickle.steps = [
      makeStep(
        "the server answers:",
        argument: PickleStepArgument(docString: PickleDocString(content: "{}", mediaType: "json")))
    ]

    _ = await run([pickle], registry: registry)

    #expect(await journal.entries == ["{}"])
  }

  @Test("a body taking another type than the capture fails the step with the reason")
  func wrongArgumentType() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("{word} wins", Int.self) { _, _ in }

    let (_, envelopes) = await run([makePickle(steps: ["alice wins"])], registry: registry)

    #expect(envelopes.stepResults.map(\.status) == [.failed])
    #expect(envelopes.stepResults.first?.message?.contains("takes Int") == true)
  }

  @Test("a body taking fewer arguments than the step supplies fails the step")
  func wrongArgumentCount() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("{int} and {int}", Int.self) { _, _ in }

    let (_, envelopes) = await run([makePickle(steps: ["1 and 2"])], registry: registry)

    #expect(envelopes.stepResults.first?.message?.contains("takes 1 argument(s)") == true)
  }

  @Test("a custom parameter type delivers its transformed value")
  func customParameterType() async throws {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.register(
      try ParameterType(name: "age", regexps: [#"\d+ days?"#]) { groups in
        Int(groups[0]?.split(separator: " ").first ?? "") ?? -1
      })
    registry.given("a cache {age} old", Int.self) { _, days in await journal.record("\(days)") }

    _ = await run([makePickle(steps: ["a cache 3 days old"])], registry: registry)

    #expect(await journal.entries == ["3"])
  }

  @Test("a parameter type whose transformer throws fails the step with its reason")
  func transformerFailure() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.register(
      try ParameterType(name: "colour", regexps: ["[a-z]+"]) { _ in throw StepFailure() })
    registry.given("a {colour} image", String.self) { _, _ in }

    let (_, envelopes) = await run([makePickle(steps: ["a red image"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed])
    #expect(envelopes.stepResults.first?.message?.contains("step blew up") == true)
  }

  @Test(
    "a custom parameter type that breaks an expression's pattern is a registration error at once")
  func brokenPatternIsRegistrationError() throws {
    var registry = StepRegistry { TestWorld() }
    // `\Q` quotes to the end: alone it compiles, inside the expression's group it swallows `)`.
    registry.register(try ParameterType(name: "quoted", regexps: [#"\Qabc"#], transformer: { $0 }))
    registry.given("a {quoted} word", String.self) { _, _ in }

    #expect(registry.definitions.isEmpty)
    #expect(registry.registrationErrors.count == 1)
    #expect(
      registry.registrationErrors.first?.message.contains(
        #"The expression compiles to an invalid regular expression: ^a (\Qabc) word$"#) == true)
  }

  @Test("a malformed expression is a registration error that fails the run with exit code 2")
  func malformedExpression() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("an {unknown} type") { _ in }

    let (outcome, envelopes) = await run([], registry: registry)

    #expect(registry.registrationErrors.count == 1)
    #expect(
      registry.registrationErrors.first?.source.file == "GherkinTests/StepMatchingTests.swift")
    #expect(ExitStatus(outcome).code == 2)
    #expect(
      envelopes.contains {
        if case .undefinedParameterType(let undefined) = $0 { return undefined.name == "unknown" }
        return false
      })
  }
}
