/// Turns a step body with any number of typed arguments into the untyped
/// ``StepDefinition/Body`` the registry runs: it checks the argument count, then casts each
/// argument to its declared type, in order. Each comes with the count, so that checks without
/// running know what a step must supply.
enum TypedStepBody {
  /// An untyped body and how many arguments it takes.
  struct Counted<World> {
    let count: Int
    let body: StepDefinition<World>.Body
  }

  static func untyped<World, each Argument: Sendable>(
    _ body: @escaping @Sendable (inout World, repeat each Argument) async throws -> Void
  ) -> Counted<World> {
    var count = 0
    for _ in repeat (each Argument).self { count += 1 }
    return Counted(count: count) { [count] world, values in
      guard values.count == count else {
        throw StepArgumentError.wrongCount(expected: count, actual: values.count)
      }
      var index = 0
      func next<T>(_ type: T.Type) throws(StepArgumentError) -> T {
        defer { index += 1 }
        return try StepArgumentError.value(values, at: index, as: type)
      }
      try await body(&world, repeat try next((each Argument).self))
    }
  }
}
