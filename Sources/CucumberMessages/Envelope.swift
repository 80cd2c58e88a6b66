import Foundation
import GherkinLoading
import PrintableText

/// One message of Cucumber's message protocol; one line of an NDJSON stream.
///
/// Encodes as an object with one member named for the case, such as `{"pickle":{...}}`, and
/// decodes from that form.
public enum Envelope: Sendable, Hashable {
  /// Who produced the stream.
  case meta(Messages.Meta)
  /// A feature file's text.
  case source(Messages.Source)
  /// A parsed feature file.
  case gherkinDocument(GherkinDocument)
  /// A compiled scenario (or outline row).
  case pickle(Pickle)
  /// A feature file that did not parse; one per error.
  case parseError(Messages.ParseError)
  /// A step definition.
  case stepDefinition(Messages.StepDefinition)
  /// A hook.
  case hook(Messages.Hook)
  /// A custom parameter type.
  case parameterType(Messages.ParameterType)
  /// A step definition named a parameter type nobody registered.
  case undefinedParameterType(Messages.UndefinedParameterType)
  /// The run began.
  case testRunStarted(Messages.TestRunStarted)
  /// A pickle was prepared to run.
  case testCase(Messages.TestCase)
  /// An attempt at a test case began.
  case testCaseStarted(Messages.TestCaseStarted)
  /// A hook or step began.
  case testStepStarted(Messages.TestStepStarted)
  /// A hook or step ended.
  case testStepFinished(Messages.TestStepFinished)
  /// An attempt at a test case ended.
  case testCaseFinished(Messages.TestCaseFinished)
  /// The run ended.
  case testRunFinished(Messages.TestRunFinished)
  /// A BeforeAll or AfterAll hook began.
  case testRunHookStarted(Messages.TestRunHookStarted)
  /// A BeforeAll or AfterAll hook ended.
  case testRunHookFinished(Messages.TestRunHookFinished)
  /// Something a step or hook attached.
  case attachment(Messages.Attachment)
  /// An attachment stored elsewhere.
  case externalAttachment(Messages.ExternalAttachment)
  /// Snippets for an undefined step.
  case suggestion(Messages.Suggestion)
}

extension Envelope: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case meta
    case source
    case gherkinDocument
    case pickle
    case parseError
    case stepDefinition
    case hook
    case parameterType
    case undefinedParameterType
    case testRunStarted
    case testCase
    case testCaseStarted
    case testStepStarted
    case testStepFinished
    case testCaseFinished
    case testRunFinished
    case testRunHookStarted
    case testRunHookFinished
    case attachment
    case externalAttachment
    case suggestion
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "an envelope holds exactly one known message, found \(container.allKeys.map(\.stringValue))"
        ))
    }
    switch key {
    case .meta: self = .meta(try container.decode(Messages.Meta.self, forKey: key))
    case .source: self = .source(try container.decode(Messages.Source.self, forKey: key))
    case .gherkinDocument:
      self = .gherkinDocument(try container.decode(GherkinDocument.self, forKey: key))
    case .pickle: self = .pickle(try container.decode(Pickle.self, forKey: key))
    case .parseError:
      self = .parseError(try container.decode(Messages.ParseError.self, forKey: key))
    case .stepDefinition:
      self = .stepDefinition(try container.decode(Messages.StepDefinition.self, forKey: key))
    case .hook: self = .hook(try container.decode(Messages.Hook.self, forKey: key))
    case .parameterType:
      self = .parameterType(try container.decode(Messages.ParameterType.self, forKey: key))
    case .undefinedParameterType:
      self = .undefinedParameterType(
        try container.decode(Messages.UndefinedParameterType.self, forKey: key))
    case .testRunStarted:
      self = .testRunStarted(try container.decode(Messages.TestRunStarted.self, forKey: key))
    case .testCase: self = .testCase(try container.decode(Messages.TestCase.self, forKey: key))
    case .testCaseStarted:
      self = .testCaseStarted(try container.decode(Messages.TestCaseStarted.self, forKey: key))
    case .testStepStarted:
      self = .testStepStarted(try container.decode(Messages.TestStepStarted.self, forKey: key))
    case .testStepFinished:
      self = .testStepFinished(try container.decode(Messages.TestStepFinished.self, forKey: key))
    case .testCaseFinished:
      self = .testCaseFinished(try container.decode(Messages.TestCaseFinished.self, forKey: key))
    case .testRunFinished:
      self = .testRunFinished(try container.decode(Messages.TestRunFinished.self, forKey: key))
    case .testRunHookStarted:
      self = .testRunHookStarted(
        try container.decode(Messages.TestRunHookStarted.self, forKey: key))
    case .testRunHookFinished:
      self = .testRunHookFinished(
        try container.decode(Messages.TestRunHookFinished.self, forKey: key))
    case .attachment:
      self = .attachment(try container.decode(Messages.Attachment.self, forKey: key))
    case .externalAttachment:
      self = .externalAttachment(
        try container.decode(Messages.ExternalAttachment.self, forKey: key))
    case .suggestion:
      self = .suggestion(try container.decode(Messages.Suggestion.self, forKey: key))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .meta(let message): try container.encode(message, forKey: .meta)
    case .source(let message): try container.encode(message, forKey: .source)
    case .gherkinDocument(let message): try container.encode(message, forKey: .gherkinDocument)
    case .pickle(let message): try container.encode(message, forKey: .pickle)
    case .parseError(let message): try container.encode(message, forKey: .parseError)
    case .stepDefinition(let message): try container.encode(message, forKey: .stepDefinition)
    case .hook(let message): try container.encode(message, forKey: .hook)
    case .parameterType(let message): try container.encode(message, forKey: .parameterType)
    case .undefinedParameterType(let message):
      try container.encode(message, forKey: .undefinedParameterType)
    case .testRunStarted(let message): try container.encode(message, forKey: .testRunStarted)
    case .testCase(let message): try container.encode(message, forKey: .testCase)
    case .testCaseStarted(let message): try container.encode(message, forKey: .testCaseStarted)
    case .testStepStarted(let message): try container.encode(message, forKey: .testStepStarted)
    case .testStepFinished(let message): try container.encode(message, forKey: .testStepFinished)
    case .testCaseFinished(let message): try container.encode(message, forKey: .testCaseFinished)
    case .testRunFinished(let message): try container.encode(message, forKey: .testRunFinished)
    case .testRunHookStarted(let message):
      try container.encode(message, forKey: .testRunHookStarted)
    case .testRunHookFinished(let message):
      try container.encode(message, forKey: .testRunHookFinished)
    case .attachment(let message): try container.encode(message, forKey: .attachment)
    case .externalAttachment(let message):
      try container.encode(message, forKey: .externalAttachment)
    case .suggestion(let message): try container.encode(message, forKey: .suggestion)
    }
  }
}

extension Envelope {
  /// The message as one line of NDJSON (compact JSON, no line feed).
  public var ndjsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Every message type encodes only strings, numbers, booleans, arrays and objects.
    guard let data = try? encoder.encode(self) else {
      preconditionFailure("a message failed to encode")
    }
    // Control characters the encoder leaves (delete, C1, bidi, separators) as `\uXXXX` too.
    return VisibleText.escapingJSON(String(decoding: data, as: UTF8.self))
  }

  /// Reads one NDJSON line as an envelope.
  public init(ndjsonLine line: some StringProtocol) throws {
    self = try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))
  }

  /// The messages Cucumber emits for one file: source, then the document and its pickles, or
  /// the parse errors.
  package static func messages(
    uri: String, source: String, parser: GherkinParser = GherkinParser()
  ) -> [Envelope] {
    var ids = IdGenerator()
    let sourceMessage = Envelope.source(Messages.Source(uri: uri, data: source))
    switch parser.parse(source, uri: uri, ids: &ids) {
    case .document(let document):
      let pickles = PickleCompiler.compile(document, ids: &ids)
      return [sourceMessage, .gherkinDocument(document)] + pickles.map(Envelope.pickle)
    case .failure(let errors):
      return [sourceMessage] + errors.map { .parseError(Messages.ParseError($0, uri: uri)) }
    }
  }
}

/// The parser's error, named apart from the message of the same name.
package typealias ParserError = ParseError

extension Messages.ParseError {
  /// The message for a parser's error in the file at `uri`.
  package init(_ error: ParserError, uri: String) {
    self.init(
      source: Messages.SourceReference(uri: uri, location: error.location),
      message: error.message)
  }
}
