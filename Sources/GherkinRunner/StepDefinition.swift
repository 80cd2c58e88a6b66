import CucumberExpressions

/// A registered step: an expression, the body to run, and where it was declared.
public struct StepDefinition<World>: Sendable {
  /// The body: it gets the scenario's world and the step's argument values in order (the
  /// expression's captures, then the step's data table or doc string, if any).
  public typealias Body = @Sendable (inout World, [any Sendable]) async throws -> Void

  /// The description reports use.
  package var info: StepDefinitionInfo
  /// The compiled expression.
  package let expression: any StepExpression
  let body: Body
  /// How many arguments the body takes (captures, then a table or doc string), when the
  /// definition declared it (the typed `given`/`when`/`then`/`step`); `nil` for a raw body.
  var argumentCount: Int? = nil
  /// How long the body may run before the step fails, when the definition says
  /// (``StepRegistry/timeLimit(_:_:)``); `nil` for the run's limit.
  var timeLimit: Duration? = nil
}
