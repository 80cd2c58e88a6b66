/// Turns a step body with 0 to 3 typed arguments into the untyped ``StepDefinition/Body`` the
/// registry runs: it checks the argument count, then casts each argument to its declared type.
/// Each comes with the count, so that checks without running know what a step must supply.
enum TypedStepBody {
  /// An untyped body and how many arguments it takes.
  struct Counted<World> {
    let count: Int
    let body: StepDefinition<World>.Body
  }

  static func untyped<World>(
    _ body: @escaping @Sendable (inout World) async throws -> Void
  ) -> Counted<World> {
    Counted(count: 0) { world, values in
      try StepArgumentError.checkCount(values, expected: 0)
      try await body(&world)
    }
  }

  static func untyped<World, A: Sendable>(
    _ body: @escaping @Sendable (inout World, A) async throws -> Void
  ) -> Counted<World> {
    Counted(count: 1) { world, values in
      try StepArgumentError.checkCount(values, expected: 1)
      try await body(&world, try StepArgumentError.value(values, at: 0, as: A.self))
    }
  }

  static func untyped<World, A: Sendable, B: Sendable>(
    _ body: @escaping @Sendable (inout World, A, B) async throws -> Void
  ) -> Counted<World> {
    Counted(count: 2) { world, values in
      try StepArgumentError.checkCount(values, expected: 2)
      try await body(
        &world, try StepArgumentError.value(values, at: 0, as: A.self),
        try StepArgumentError.value(values, at: 1, as: B.self))
    }
  }

  static func untyped<World, A: Sendable, B: Sendable, C: Sendable>(
    _ body: @escaping @Sendable (inout World, A, B, C) async throws -> Void
  ) -> Counted<World> {
    Counted(count: 3) { world, values in
      try StepArgumentError.checkCount(values, expected: 3)
      try await body(
        &world, try StepArgumentError.value(values, at: 0, as: A.self),
        try StepArgumentError.value(values, at: 1, as: B.self),
        try StepArgumentError.value(values, at: 2, as: C.self))
    }
  }
}
