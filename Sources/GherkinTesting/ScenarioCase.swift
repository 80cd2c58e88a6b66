import Foundation
import GherkinCommandLine
import PrintableText
import Testing

/// One scenario (or outline row) of a feature file as a Swift Testing argument, listed as
/// `file.feature:LINE Scenario name`. A feature file that does not parse becomes a case too,
/// which fails at the file's error line, so a bad file is never silently skipped.
///
/// ```swift
/// @Test(arguments: try Scenarios.load(from: featuresURL))
/// func scenario(_ scenario: ScenarioCase) async {
///   await scenario.run(with: FeedSpecs.makeRegistry())
/// }
/// ```
///
/// The tests that the `GherkinScenarioTests` plugin generates get theirs, one test per case, from
/// ``Scenarios/scenario(at:line:relativeTo:)``.
///
/// Cases are equal when they check the same thing with the same options, whichever load made
/// them.
public struct ScenarioCase: Sendable, Hashable, CustomTestStringConvertible,
  CustomStringConvertible, CustomTestArgumentEncodable
{
  /// What the case checks.
  public enum Content: Sendable, Hashable {
    /// A scenario to run.
    case pickle(Pickle)
    /// A problem that is not a scenario's result: a parse error explained, a suspicious line,
    /// or a `GHERKIN_*` filter selecting nothing.
    case problem(Diagnostic)
    /// A path that could not be read, or a filter that could not be built.
    case loadError(String)
  }

  /// What the case checks.
  public let content: Content
  /// The feature file's absolute path.
  public let filePath: String
  /// The feature file's path as displayed (relative to the loaded directory's parent).
  public let displayPath: String
  /// The 1-based line of the scenario, outline row or error.
  public let line: Int
  /// The run's record before the scenario runs: its feature file's document, indexed once per
  /// file and shared by the file's cases, where its steps' lines are read.
  /// Left out of equality, as it follows from the file, which the path names.
  @Unhashed var seed = TestRunRecord()
  /// The run options from the environment.
  let options: RunOptions
  /// Shared by the cases of one load when fail-fast is on; `nil` otherwise.
  @Unhashed var failFast: FailFastLatch? = nil

  /// `file.feature:LINE Scenario name`.
  public var testDescription: String {
    let file = URL(fileURLWithPath: displayPath).lastPathComponent
    switch content {
    case .pickle(let pickle): return "\(file):\(line) \(VisibleText.escaping(pickle.name))"
    case .problem(let problem):
      switch problem.kind {
      case .emptySelection: return "\(displayPath) (selects nothing)"
      case .unknownTag: return "\(displayPath) (tag no scenario has)"
      case .suspiciousLine: return "\(file):\(line) (suspicious line)"
      case .noScenarios: return "\(displayPath) (no scenarios)"
      case .scenarioWithoutSteps: return "\(file):\(line) (scenario without steps)"
      default: return "\(file):\(line) (parse error)"
      }
    case .loadError: return "\(displayPath) (cannot load)"
    }
  }

  public var description: String { testDescription }

  /// Encodes the case's stable identity, `path/file.feature:LINE` (the displayed path), so that an
  /// IDE can re-run this one case: the identity survives edits to the scenario's name and steps.
  public func encodeTestArgument(to encoder: some Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(displayPath):\(line)")
  }

  /// Where a failure at `line` of the feature file is reported.
  func sourceLocation(line: Int) -> SourceLocation {
    let file = URL(fileURLWithPath: filePath)
    let module = file.deletingLastPathComponent().lastPathComponent
    return SourceLocation(
      fileID: "\(module.isEmpty ? "Features" : module)/\(file.lastPathComponent)",
      filePath: filePath, line: max(1, line), column: 1)
  }
}

/// A stored property left out of its type's synthesized equality and hash.
@propertyWrapper
struct Unhashed<Value: Sendable>: Hashable, Sendable {
  var wrappedValue: Value

  static func == (_: Self, _: Self) -> Bool { true }

  func hash(into _: inout Hasher) {}
}
