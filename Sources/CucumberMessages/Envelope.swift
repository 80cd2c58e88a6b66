import Foundation
import GherkinParser
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
  /// A member name: the message's kind.
  private struct Kind: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "an envelope holds exactly one message, found \(container.allKeys.map(\.stringValue))"
        ))
    }
    func message<Message: Decodable>(_ make: (Message) -> Envelope) throws -> Envelope {
      let value = try container.decode(Message.self, forKey: key)
      if let reason = (value as? Messages.Meta)?.unreadableReason {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
      }
      return make(value)
    }
    switch key.stringValue {
    case "meta": self = try message(Envelope.meta)
    case "source": self = try message(Envelope.source)
    case "gherkinDocument": self = try message(Envelope.gherkinDocument)
    case "pickle": self = try message(Envelope.pickle)
    case "parseError": self = try message(Envelope.parseError)
    case "stepDefinition": self = try message(Envelope.stepDefinition)
    case "hook": self = try message(Envelope.hook)
    case "parameterType": self = try message(Envelope.parameterType)
    case "undefinedParameterType": self = try message(Envelope.undefinedParameterType)
    case "testRunStarted": self = try message(Envelope.testRunStarted)
    case "testCase": self = try message(Envelope.testCase)
    case "testCaseStarted": self = try message(Envelope.testCaseStarted)
    case "testStepStarted": self = try message(Envelope.testStepStarted)
    case "testStepFinished": self = try message(Envelope.testStepFinished)
    case "testCaseFinished": self = try message(Envelope.testCaseFinished)
    case "testRunFinished": self = try message(Envelope.testRunFinished)
    case "testRunHookStarted": self = try message(Envelope.testRunHookStarted)
    case "testRunHookFinished": self = try message(Envelope.testRunHookFinished)
    case "attachment": self = try message(Envelope.attachment)
    case "externalAttachment": self = try message(Envelope.externalAttachment)
    case "suggestion": self = try message(Envelope.suggestion)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\"\(key.stringValue)\" is not a message of the protocol")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    // Every case holds one message and is named as the protocol names it: the case's name is the
    // member's.
    guard let (kind, message) = Mirror(reflecting: self).children.first, let kind,
      let message = message as? any Encodable
    else { preconditionFailure("every envelope holds one message") }
    var container = encoder.container(keyedBy: Kind.self)
    try container.encode(message, forKey: Kind(stringValue: kind))
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
