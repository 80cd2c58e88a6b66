/// What a report may still read of a test case once its last attempt finished and its messages
/// are forgotten (``TestRunRecord/finishedTestCases``): a few short texts, not its steps.
public struct FinishedTestCase: Sendable, Hashable {
  /// Its pickle's id.
  public let pickleId: String
  /// The pickle's name.
  public let name: String
  /// The name, an Examples row's followed by the row's values: `Refused (age = 17, reason = young)`.
  public let title: String
  /// Its feature file's URI.
  public let uri: String
  /// The line of its scenario or Examples row.
  public let line: Int
  /// The pickle's tags' names.
  public let tags: [String]
  /// How its last attempt ended.
  public let status: Messages.TestStepResult.Status
  /// The step definitions its steps matched, each once, in the order of the steps.
  public let stepDefinitionIds: [String]
}
