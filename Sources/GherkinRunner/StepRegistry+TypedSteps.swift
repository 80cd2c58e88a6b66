/// Typed step definitions: `given`, `when`, `then` and `step` are the same registration (matching
/// ignores the keyword), each taking any number of typed arguments.
///
/// Arguments are the expression's captures in order, then the step's ``PickleTable`` or
/// ``PickleDocString`` (or its text, as a `String`) if it has one. Name their types in the call,
/// in order, as Swift cannot infer them from the closure
/// (`registry.given("{int} days ago", Int.self) { world, days in ... }`); a step taking none
/// names none. A value that is not of the declared type, or a step supplying more or fewer
/// values than the body takes, fails the step with a ``StepArgumentError``.
///
/// With two or more typed arguments, Swift 6.3 does not infer that the body's world is `inout`,
/// so a body that changes it says so: `{ (world: inout _, name, count) in ... }`.
///
/// `means` says in a product owner's words what the sentence sets up or checks (and its table's
/// columns and allowed values): `--list-steps`, the editor's hover and completion show it.
extension StepRegistry {
  /// Defines a context whose body takes no arguments.
  public mutating func given(
    _ expression: String, means summary: String? = nil, file: String = #fileID,
    line: Int = #line, _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(
      keyword: "Given", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines a context whose body takes arguments of the given types, in order.
  public mutating func given<each Argument: Sendable>(
    _ expression: String, _ types: repeat (each Argument).Type, means summary: String? = nil,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, repeat each Argument) async throws -> Void
  ) {
    define(
      keyword: "Given", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines an action whose body takes no arguments.
  public mutating func when(
    _ expression: String, means summary: String? = nil, file: String = #fileID,
    line: Int = #line, _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(
      keyword: "When", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines an action whose body takes arguments of the given types, in order.
  public mutating func when<each Argument: Sendable>(
    _ expression: String, _ types: repeat (each Argument).Type, means summary: String? = nil,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, repeat each Argument) async throws -> Void
  ) {
    define(
      keyword: "When", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome whose body takes no arguments.
  public mutating func then(
    _ expression: String, means summary: String? = nil, file: String = #fileID,
    line: Int = #line, _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(
      keyword: "Then", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome whose body takes arguments of the given types, in order.
  public mutating func then<each Argument: Sendable>(
    _ expression: String, _ types: repeat (each Argument).Type, means summary: String? = nil,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, repeat each Argument) async throws -> Void
  ) {
    define(
      keyword: "Then", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind whose body takes no arguments.
  public mutating func step(
    _ expression: String, means summary: String? = nil, file: String = #fileID,
    line: Int = #line, _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(
      keyword: "Step", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind whose body takes arguments of the given types, in order.
  public mutating func step<each Argument: Sendable>(
    _ expression: String, _ types: repeat (each Argument).Type, means summary: String? = nil,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, repeat each Argument) async throws -> Void
  ) {
    define(
      keyword: "Step", expression, summary: summary, file: file, line: line,
      body: TypedStepBody.untyped(body))
  }
}
