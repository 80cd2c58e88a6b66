import CucumberExpressions
import GherkinParser

/// The step definitions, hooks and parameter types of a suite, plus the factory of its world.
///
/// `World` is the per-scenario context: the registry makes a fresh one for each scenario and hands
/// it, `inout`, to every hook and step of that scenario. It need not be `Sendable`: a scenario runs
/// start to end in one task, so its world never crosses an isolation boundary.
///
/// ```swift
/// var registry = StepRegistry { CacheWorld() }
/// registry.given("the cache was saved {int} days ago", Int.self) { world, days in
///   world.cacheAge = days
/// }
/// registry.then("the app displays {int} images", Int.self) { world, count in
///   guard world.displayed.count == count else { throw Mismatch() }
/// }
/// ```
///
/// An expression that starts with `^` or ends with `$` is a regular expression; any other is a
/// Cucumber Expression. A definition that does not compile is kept as a `RegistrationError` and
/// reported when the suite runs.
public struct StepRegistry<World>: Sendable {
  /// Makes a scenario's world, given the scenario's language (its file's `# language:` code).
  let makeWorld: @Sendable (_ language: String) -> World
  /// The parameter types Cucumber Expressions may name; register custom ones before the steps.
  package private(set) var parameterTypes = ParameterTypeRegistry()
  /// The step definitions in registration order.
  package private(set) var definitions: [StepDefinition<World>] = []
  /// The definitions' positions by a hash of the UTF-8 bytes of the literal text their
  /// expressions start with (`StepExpression.literalPrefix`). A step's candidates
  /// are the positions under the hash of each of its first bytes, found in one pass; a collision
  /// only adds a candidate, whose expression then does not match.
  private var index: [Int: [Int]] = [:]
  /// Where the definitions matched the step texts a run matched (``matchRemembering(_:)``),
  /// made anew with every definition added, so it never holds an older set's matches.
  private var locations = StepLocations()
  /// The Before, After, BeforeStep and AfterStep hooks in registration order (After hooks run
  /// in reverse order).
  private var hooks: [Hook<World>] = []
  /// The BeforeAll and AfterAll hooks in registration order (AfterAll hooks run in reverse).
  private var runHooks: [RunHook] = []
  /// Registrations that failed, such as a malformed expression.
  package private(set) var registrationErrors: [RegistrationError] = []
  /// The group of the definitions registered next (``topic(_:)``).
  private var currentTopic: String?
  /// The time limit of the definitions registered next (``timeLimit(_:_:)``).
  private var currentTimeLimit: Duration?
  /// Everything registered, in order, as a run announces it.
  private(set) var declarations: [Declaration] = []

  /// One registration as a run announces it.
  enum Declaration: Sendable, Hashable {
    case stepDefinition(StepDefinitionInfo)
    case hook(Messages.Hook)
    case parameterType(Messages.ParameterType)
    case undefinedParameterType(Messages.UndefinedParameterType)
  }

  /// The hooks of `phase` (Before, After, BeforeStep or AfterStep), in registration order.
  func hooks(_ phase: Messages.Hook.HookType) -> [Hook<World>] {
    hooks.filter { $0.info.type == phase }
  }

  /// The hooks of `phase` (BeforeAll or AfterAll), in registration order.
  func runHooks(_ phase: Messages.Hook.HookType) -> [RunHook] {
    runHooks.filter { $0.info.type == phase }
  }

  /// Creates an empty registry whose scenarios each get a world from `makeWorld`.
  public init(world makeWorld: @escaping @Sendable () -> World) {
    self.makeWorld = { _ in makeWorld() }
  }

  /// Creates an empty registry whose scenarios each get a world from `makeWorld`, given the
  /// language the scenario is written in: its file's `# language:` code (`en`, `pt`, `el`), so
  /// that steps can compare what the app shows in that language.
  public init(worldSpeaking makeWorld: @escaping @Sendable (_ language: String) -> World) {
    self.makeWorld = makeWorld
  }

  /// Adds a custom parameter type for the Cucumber Expressions registered after it.
  public mutating func register(
    _ parameterType: ParameterType, file: String = #fileID, line: Int = #line
  ) {
    let source = SourceReference(file: file, line: line)
    do {
      try parameterTypes.register(parameterType)
      declarations.append(
        .parameterType(
          Messages.ParameterType(
            name: parameterType.name, regularExpressions: parameterType.regexps,
            preferForRegularExpressionMatch: parameterType.preferForRegexpMatch,
            useForSnippets: parameterType.useForSnippets,
            id: "parametertype-\(declarations.count + 1)", sourceReference: source.message)))
    } catch {
      registrationErrors.append(
        RegistrationError(source: source, message: String(describing: error)))
    }
  }

  /// Adds a step definition whose body takes the raw argument values.
  ///
  /// The typed `given`/`when`/`then`/`step` methods are usually handier.
  public mutating func define(
    keyword: String, _ expression: String, file: String = #fileID, line: Int = #line,
    body: @escaping StepDefinition<World>.Body
  ) {
    let source = SourceReference(file: file, line: line)
    let isRegex = expression.hasPrefix("^") || expression.hasSuffix("$")
    let compiled: any StepExpression
    do {
      compiled =
        isRegex
        ? try RegularExpression(expression, parameterTypes: parameterTypes)
        : try CucumberExpression(expression, parameterTypes: parameterTypes)
    } catch {
      var failure = RegistrationError(source: source, message: String(describing: error))
      if case .undefinedParameterType(let name)? = (error as? CucumberExpressionError)?.problem {
        declarations.append(.undefinedParameterType(.init(expression: expression, name: name)))
        failure.namesUnknownParameterType = true
      }
      registrationErrors.append(failure)
      return
    }
    let info = StepDefinitionInfo(
      id: "stepdef-\(definitions.count + 1)", keyword: keyword, expression: expression,
      expressionKind: isRegex ? .regularExpression : .cucumberExpression, source: source,
      topic: currentTopic)
    let hash = compiled.literalPrefix.utf8.reduce(0) { $0 &* 31 &+ Int($1) }
    index[hash, default: []].append(definitions.count)
    locations = StepLocations()
    definitions.append(
      StepDefinition(info: info, expression: compiled, body: body, timeLimit: currentTimeLimit))
    declarations.append(.stepDefinition(info))
  }

  /// Adds a typed step definition, remembering how many arguments its body takes.
  mutating func define(
    keyword: String, _ expression: String, summary: String?, file: String, line: Int,
    body: TypedStepBody.Counted<World>
  ) {
    let before = definitions.count
    define(keyword: keyword, expression, file: file, line: line, body: body.body)
    guard definitions.count > before else { return }
    definitions[before].argumentCount = body.count
    definitions[before].info.summary = summary
  }

  /// Starts a group: the step definitions registered after this call belong to `topic` (a
  /// story or a screen), as `--list-steps` groups them.
  public mutating func topic(_ topic: String) { currentTopic = topic }

  /// Gives the step definitions that `define` registers the time limit `limit` instead of the
  /// run's (5 seconds unless `--step-timeout` says otherwise): for a step that is slow by nature.
  ///
  /// ```swift
  /// registry.timeLimit(.seconds(60)) { registry in
  ///   registry.when("the whole catalogue is imported") { world in try await world.importAll() }
  /// }
  /// ```
  public mutating func timeLimit(_ limit: Duration, _ define: (inout StepRegistry) -> Void) {
    let outer = currentTimeLimit
    currentTimeLimit = limit
    define(&self)
    currentTimeLimit = outer
  }

  /// Adds a hook run before each scenario (only those matching `tags`, when given), named
  /// `name` in reports when given.
  public mutating func before(
    tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    addHook(.beforeTestCase, tags: tags, name: name, file: file, line: line, body: body)
  }

  /// Adds a hook run once before the first scenario. If it throws, no scenario runs, the
  /// AfterAll hooks still run, and the run fails.
  public mutating func beforeAll(
    name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping RunHook.Body
  ) {
    addRunHook(.beforeTestRun, name: name, file: file, line: line, body: body)
  }

  /// Adds a hook run once after the last scenario, even when scenarios or BeforeAll hooks
  /// failed. AfterAll hooks run in reverse registration order; one that throws fails the run.
  public mutating func afterAll(
    name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping RunHook.Body
  ) {
    addRunHook(.afterTestRun, name: name, file: file, line: line, body: body)
  }

  private mutating func addRunHook(
    _ phase: Messages.Hook.HookType, name: String?, file: String, line: Int,
    body: @escaping RunHook.Body
  ) {
    let info = Messages.Hook(
      id: "hook-\(hooks.count + runHooks.count + 1)", name: name,
      sourceReference: SourceReference(file: file, line: line).message, type: phase)
    runHooks.append(RunHook(info: info, body: body))
    declarations.append(.hook(info))
  }

  /// Adds a hook run after each scenario, even a failed one (only those matching `tags`, when
  /// given). After hooks run in reverse registration order.
  public mutating func after(
    tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    addHook(.afterTestCase, tags: tags, name: name, file: file, line: line, body: body)
  }

  /// Adds a hook run before each step that runs (in scenarios matching `tags`, when given),
  /// named `name` in reports when given. It is not a step of its own: if it throws, the step's
  /// body does not run and the step takes the hook's status and error.
  public mutating func beforeStep(
    tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    addHook(.beforeTestStep, tags: tags, name: name, file: file, line: line, body: body)
  }

  /// Adds a hook run after each step that ran, even one that failed (in scenarios matching
  /// `tags`, when given). AfterStep hooks run in reverse registration order; one that throws
  /// makes the step fail (its scenario with it) unless the step already ended worse.
  public mutating func afterStep(
    tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    addHook(.afterTestStep, tags: tags, name: name, file: file, line: line, body: body)
  }

  private mutating func addHook(
    _ phase: Messages.Hook.HookType, tags: String?, name: String?, file: String, line: Int,
    body: @escaping Hook<World>.Body
  ) {
    let source = SourceReference(file: file, line: line)
    let expression: TagExpression?
    do {
      expression = try tags.map { try TagExpression(parsing: $0) }
    } catch {
      registrationErrors.append(
        RegistrationError(source: source, message: String(describing: error)))
      return
    }
    let info = Messages.Hook(
      id: "hook-\(hooks.count + runHooks.count + 1)", name: name, sourceReference: source.message,
      tagExpression: tags, type: phase)
    hooks.append(Hook(info: info, tagExpression: expression, body: body))
    declarations.append(.hook(info))
  }
}

extension StepRegistry {
  /// A definition that matches a step text, with the arguments it pulled out.
  package typealias Match = (definition: StepDefinition<World>, arguments: [StepArgument])

  /// Every definition that matches `text`, in registration order, with the arguments it pulled
  /// out, and the first parameter transformation that failed: the one matching that the runner,
  /// the diagnostics and the `swift test` bridge share. Only the definitions whose literal
  /// prefix `text` starts with run their expression; no other could match or fail a transform.
  package func match(_ text: String) -> (found: [Match], transformError: (any Error)?) {
    resolve(locate(text))
  }

  /// ``match(_:)`` for a runner, which matches the same texts again and again (a Background's
  /// steps, a sentence many scenarios share): where the definitions match `text` is found once
  /// and kept, and only the parameter types' transformations run again, so every step still
  /// gets values of its own and a transformer that fails still fails it.
  package func matchRemembering(_ text: String) -> (
    found: [Match], transformError: (any Error)?
  ) {
    if let kept = locations.kept(text) { return resolve(kept) }
    let located = locate(text)
    locations.keep(located, for: text)
    return resolve(located)
  }

  /// Where each definition whose literal prefix `text` starts with matches it, in registration
  /// order, before any transformation: the definitions that do not match are left out, one
  /// whose regular expression could not be built is kept with its error.
  private func locate(_ text: String) -> [StepLocations.Located] {
    var located: [StepLocations.Located] = []
    // The hash of each prefix of the text's bytes, the empty one first.
    let hashes = text.utf8.reduce(into: [0]) { $0.append($0[$0.count - 1] &* 31 &+ Int($1)) }
    for position in Set(hashes.flatMap { index[$0] ?? [] }).sorted() {
      do {
        if let match = try definitions[position].expression.locate(text) {
          located.append(StepLocations.Located(position: position, match: .success(match)))
        }
      } catch {
        located.append(StepLocations.Located(position: position, match: .failure(error)))
      }
    }
    return located
  }

  /// The definitions `located` found with their transformed arguments, and the first error
  /// (a transformation that failed, or an expression that could not be built).
  private func resolve(_ located: [StepLocations.Located]) -> (
    found: [Match], transformError: (any Error)?
  ) {
    var found: [Match] = []
    var transformError: (any Error)?
    for place in located {
      do {
        let definition = definitions[place.position]
        found.append((definition, try definition.expression.arguments(of: place.match.get())))
      } catch {
        transformError = transformError ?? error
      }
    }
    return (found, transformError)
  }

  /// Whether some definition matches `text`.
  package func matches(_ text: String) -> Bool { !match(text).found.isEmpty }
}
