/// Typed step definitions: `given`, `when`, `then` and `step` are the same registration (matching
/// ignores the keyword), with 0 to 3 typed arguments.
///
/// Arguments are the expression's captures in order, then the step's ``PickleTable`` or
/// ``PickleDocString`` if it has one. Name the types either in the call
/// (`registry.given("{int} days ago", Int.self) { world, days in ... }`) or in the closure.
/// A value that is not of the declared type fails the step with a ``StepArgumentError``.
extension StepRegistry {
  /// Defines a context with 0 arguments.
  public mutating func given(
    _ expression: String, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(keyword: "Given", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a context with 1 argument.
  public mutating func given<A: Sendable>(
    _ expression: String, _ a: A.Type = A.self, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A) async throws -> Void
  ) {
    define(keyword: "Given", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a context with 2 arguments.
  public mutating func given<A: Sendable, B: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, file: String = #fileID,
    line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B) async throws -> Void
  ) {
    define(keyword: "Given", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a context with 3 arguments.
  public mutating func given<A: Sendable, B: Sendable, C: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, _ c: C.Type = C.self,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B, C) async throws -> Void
  ) {
    define(keyword: "Given", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an action with 0 arguments.
  public mutating func when(
    _ expression: String, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(keyword: "When", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an action with 1 argument.
  public mutating func when<A: Sendable>(
    _ expression: String, _ a: A.Type = A.self, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A) async throws -> Void
  ) {
    define(keyword: "When", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an action with 2 arguments.
  public mutating func when<A: Sendable, B: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, file: String = #fileID,
    line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B) async throws -> Void
  ) {
    define(keyword: "When", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an action with 3 arguments.
  public mutating func when<A: Sendable, B: Sendable, C: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, _ c: C.Type = C.self,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B, C) async throws -> Void
  ) {
    define(keyword: "When", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome with 0 arguments.
  public mutating func then(
    _ expression: String, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(keyword: "Then", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome with 1 argument.
  public mutating func then<A: Sendable>(
    _ expression: String, _ a: A.Type = A.self, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A) async throws -> Void
  ) {
    define(keyword: "Then", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome with 2 arguments.
  public mutating func then<A: Sendable, B: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, file: String = #fileID,
    line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B) async throws -> Void
  ) {
    define(keyword: "Then", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines an outcome with 3 arguments.
  public mutating func then<A: Sendable, B: Sendable, C: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, _ c: C.Type = C.self,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B, C) async throws -> Void
  ) {
    define(keyword: "Then", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind with 0 arguments.
  public mutating func step(
    _ expression: String, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World) async throws -> Void
  ) {
    define(keyword: "Step", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind with 1 argument.
  public mutating func step<A: Sendable>(
    _ expression: String, _ a: A.Type = A.self, file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A) async throws -> Void
  ) {
    define(keyword: "Step", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind with 2 arguments.
  public mutating func step<A: Sendable, B: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, file: String = #fileID,
    line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B) async throws -> Void
  ) {
    define(keyword: "Step", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }

  /// Defines a step of any kind with 3 arguments.
  public mutating func step<A: Sendable, B: Sendable, C: Sendable>(
    _ expression: String, _ a: A.Type = A.self, _ b: B.Type = B.self, _ c: C.Type = C.self,
    file: String = #fileID, line: Int = #line,
    _ body: @escaping @Sendable (inout World, A, B, C) async throws -> Void
  ) {
    define(keyword: "Step", expression, file: file, line: line, body: TypedStepBody.untyped(body))
  }
}
