/// What a report may still read of a test case once its last attempt finished and its messages
/// are forgotten (``TestRunRecord/finishedTestCases``): a few short texts, not its steps.
public struct FinishedTestCase: Sendable, Hashable {
  /// Its pickle's id.
  public var pickleId: String
  /// The pickle's name.
  public var name: String
  /// The name, an Examples row's followed by the row's values: `Refused (age = 17, reason = young)`.
  public var title: String
  /// Its feature file's URI.
  public var uri: String
  /// The line of its scenario or Examples row.
  public var line: Int
  /// The pickle's tags' names.
  public var tags: [String]
  /// How its last attempt ended.
  public var status: Messages.TestStepResult.Status
  /// The step definitions its steps matched, each once, in the order of the steps.
  public var stepDefinitionIds: [String]
}
