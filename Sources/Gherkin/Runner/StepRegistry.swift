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
/// Cucumber Expression. A definition that does not compile is kept as a ``RegistrationError`` and
/// reported when the suite runs.
public struct StepRegistry<World>: Sendable {
  /// Makes the world for one scenario.
  public let makeWorld: @Sendable () -> World
  /// The parameter types Cucumber Expressions may name; register custom ones before the steps.
  public private(set) var parameterTypes = ParameterTypeRegistry()
  /// The step definitions in registration order.
  public private(set) var definitions: [StepDefinition<World>] = []
  /// The before hooks in registration order.
  public private(set) var beforeHooks: [Hook<World>] = []
  /// The after hooks in registration order (they run in reverse order).
  public private(set) var afterHooks: [Hook<World>] = []
  /// Registrations that failed, such as a malformed expression.
  public private(set) var registrationErrors: [RegistrationError] = []

  /// Creates an empty registry whose scenarios each get a world from `makeWorld`.
  public init(world makeWorld: @escaping @Sendable () -> World) {
    self.makeWorld = makeWorld
  }

  /// Adds a custom parameter type for the Cucumber Expressions registered after it.
  public mutating func register(
    _ parameterType: ParameterType, file: String = #fileID, line: Int = #line
  ) {
    do {
      try parameterTypes.register(parameterType)
    } catch {
      registrationErrors.append(
        RegistrationError(
          source: SourceReference(file: file, line: line), message: String(describing: error)))
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
      registrationErrors.append(
        RegistrationError(source: source, message: String(describing: error)))
      return
    }
    let info = StepDefinitionInfo(
      id: "stepdef-\(definitions.count + 1)", keyword: keyword, expression: expression,
      expressionKind: isRegex ? .regularExpression : .cucumberExpression, source: source)
    definitions.append(StepDefinition(info: info, expression: compiled, body: body))
  }

  /// Adds a typed step definition, remembering how many arguments its body takes.
  mutating func define(
    keyword: String, _ expression: String, file: String, line: Int,
    body: TypedStepBody.Counted<World>
  ) {
    let before = definitions.count
    define(keyword: keyword, expression, file: file, line: line, body: body.body)
    if definitions.count > before { definitions[before].argumentCount = body.count }
  }

  /// Adds a hook run before each scenario (only those matching `tags`, when given).
  public mutating func before(
    tags: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    if let hook = makeHook(.before, tags: tags, file: file, line: line, body: body) {
      beforeHooks.append(hook)
    }
  }

  /// Adds a hook run after each scenario, even a failed one (only those matching `tags`, when
  /// given). After hooks run in reverse registration order.
  public mutating func after(
    tags: String? = nil, file: String = #fileID, line: Int = #line,
    _ body: @escaping Hook<World>.Body
  ) {
    if let hook = makeHook(.after, tags: tags, file: file, line: line, body: body) {
      afterHooks.append(hook)
    }
  }

  private mutating func makeHook(
    _ phase: HookInfo.Phase, tags: String?, file: String, line: Int,
    body: @escaping Hook<World>.Body
  ) -> Hook<World>? {
    let source = SourceReference(file: file, line: line)
    var expression: TagExpression?
    if let tags {
      do {
        expression = try TagExpression(parsing: tags)
      } catch {
        registrationErrors.append(
          RegistrationError(source: source, message: String(describing: error)))
        return nil
      }
    }
    let id = "hook-\(beforeHooks.count + afterHooks.count + 1)"
    let info = HookInfo(id: id, phase: phase, tagExpression: tags, source: source)
    return Hook(info: info, tagExpression: expression, body: body)
  }
}
