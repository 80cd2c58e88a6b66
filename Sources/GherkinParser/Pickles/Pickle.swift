/// One executable scenario compiled from a feature file (Cucumber's "pickle"): backgrounds
/// prepended, outline placeholders substituted, tags inherited.
public struct Pickle: Sendable, Hashable, Identifiable {
  /// A stable identifier, unique within one compilation.
  public var id: String
  /// The feature file's path as given to the compiler.
  public var uri: String
  /// Where the scenario (or, for an outline, the Examples row) is in the file.
  public var location: Location
  /// The scenario name, placeholders substituted.
  public var name: String
  /// The dialect the file was written in, such as `en`.
  public var language: String
  /// The steps to run, backgrounds first.
  public var steps: [PickleStep]
  /// The tags, inherited from feature, rule, scenario and examples.
  public var tags: [PickleTag]
  /// The id of the scenario (or outline) this pickle came from.
  public var scenarioId: String
  /// The id of the Examples row this pickle came from, for an outline.
  public var examplesRowId: String?

  /// The ids of the document nodes this pickle came from, as Cucumber's messages list them.
  public var astNodeIds: [String] { [scenarioId] + (examplesRowId.map { [$0] } ?? []) }

  /// Creates a pickle.
  public init(
    id: String, uri: String, location: Location, name: String, language: String,
    steps: [PickleStep], tags: [PickleTag], scenarioId: String, examplesRowId: String? = nil
  ) {
    self.id = id
    self.uri = uri
    self.location = location
    self.name = name
    self.language = language
    self.steps = steps
    self.tags = tags
    self.scenarioId = scenarioId
    self.examplesRowId = examplesRowId
  }
}

/// One step of a ``Pickle``.
public struct PickleStep: Sendable, Hashable, Identifiable {
  /// What kind of step this is, from its keyword (conjunctions take the previous kind).
  public enum Kind: String, Sendable, Hashable, Codable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
  }

  /// A stable identifier, unique within one compilation.
  public var id: String
  /// The step text, placeholders substituted, keyword excluded.
  public var text: String
  /// The step's kind.
  public var type: Kind?
  /// The data table or doc string attached to the step, if any.
  public var argument: PickleStepArgument? {
    get { argumentBox?.argument }
    set { argumentBox = newValue.map(ArgumentBox.init) }
  }
  /// The argument, kept out of line: most steps have none, and outline rows share theirs.
  var argumentBox: ArgumentBox?
  /// The id of the document step this step came from.
  public var stepId: String
  /// The id of the Examples row whose values this step holds, for a step of an outline.
  public var examplesRowId: String?

  /// The ids of the document nodes this step came from, as Cucumber's messages list them.
  public var astNodeIds: [String] { [stepId] + (examplesRowId.map { [$0] } ?? []) }
}

// In an extension, so that the compiler still writes the memberwise initializer the pickle
// compiler uses, which takes the argument already boxed.
extension PickleStep {
  /// Creates a pickle step.
  public init(
    id: String, text: String, type: Kind?, argument: PickleStepArgument?, stepId: String,
    examplesRowId: String? = nil
  ) {
    self.init(
      id: id, text: text, type: type, argumentBox: argument.map(ArgumentBox.init),
      stepId: stepId, examplesRowId: examplesRowId)
  }
}

/// A step's argument behind a reference, compared and hashed by value.
final class ArgumentBox: Sendable, Hashable {
  let argument: PickleStepArgument

  init(_ argument: PickleStepArgument) { self.argument = argument }

  static func == (lhs: ArgumentBox, rhs: ArgumentBox) -> Bool { lhs.argument == rhs.argument }
  func hash(into hasher: inout Hasher) { hasher.combine(argument) }
}

/// The arguments attached to a step: a data table, a doc string, or both.
public struct PickleStepArgument: Sendable, Hashable, Codable {
  /// The data table, if any.
  public var dataTable: PickleTable?
  /// The doc string, if any.
  public var docString: PickleDocString?

  /// Creates a step argument.
  public init(dataTable: PickleTable? = nil, docString: PickleDocString? = nil) {
    self.dataTable = dataTable
    self.docString = docString
  }
}

/// A data table: rows of cell values.
public struct PickleTable: Sendable, Hashable {
  /// The rows, each a list of cell values.
  public var rows: [[String]]
  /// The table's 1-based position among the step's arguments, set only when the step has both.
  public var argumentIndex: Int?

  /// Creates a table.
  public init(rows: [[String]], argumentIndex: Int? = nil) {
    self.rows = rows
    self.argumentIndex = argumentIndex
  }
}

/// A doc string: free text with an optional media type (such as `json`).
public struct PickleDocString: Sendable, Hashable, Codable {
  /// The text between the delimiters.
  public var content: String
  /// The media type written after the opening delimiter, if any.
  public var mediaType: String?
  /// The doc string's 1-based position among the step's arguments, set only when the step has both.
  public var argumentIndex: Int?

  /// Creates a doc string.
  public init(content: String, mediaType: String?, argumentIndex: Int? = nil) {
    self.content = content
    self.mediaType = mediaType
    self.argumentIndex = argumentIndex
  }
}

/// A tag on a pickle, such as `@wip`.
public struct PickleTag: Sendable, Hashable, Codable {
  /// The tag including its `@`.
  public var name: String
  /// The id of the document tag it came from.
  public var astNodeId: String

  /// Creates a tag.
  public init(name: String, astNodeId: String) {
    self.name = name
    self.astNodeId = astNodeId
  }
}
