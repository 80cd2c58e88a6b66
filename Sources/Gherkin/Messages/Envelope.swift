/// One message of Cucumber's message protocol that the Gherkin stage produces; one NDJSON line.
public enum Envelope: Sendable, Hashable {
  /// The feature file's text.
  case source(uri: String, data: String)
  /// The parsed document.
  case gherkinDocument(GherkinDocument)
  /// One compiled pickle.
  case pickle(Pickle)
  /// One parse error of the file at `uri`.
  case parseError(ParseError, uri: String)

  /// The message as a JSON object, such as `{"pickle":{...}}`.
  public var json: JSONValue {
    switch self {
    case .source(let uri, let data):
      return .object([
        (
          "source",
          .object([
            ("data", .string(data)), ("mediaType", .string("text/x.cucumber.gherkin+plain")),
            ("uri", .string(uri)),
          ])
        )
      ])
    case .gherkinDocument(let document): return .object([("gherkinDocument", document.json)])
    case .pickle(let pickle): return .object([("pickle", pickle.json)])
    case .parseError(let error, let uri):
      let source: JSONValue = .object([("location", error.location.json), ("uri", .string(uri))])
      return .object([
        ("parseError", .object([("message", .string(error.message)), ("source", source)]))
      ])
    }
  }

  /// The message as one line of NDJSON, without the line feed.
  public var ndjsonLine: String { json.serialized }

  /// The messages Cucumber emits for one file: source, then the document and its pickles, or
  /// the parse errors.
  public static func messages(
    uri: String, source: String, parser: GherkinParser = GherkinParser()
  ) -> [Envelope] {
    var ids = IdGenerator()
    switch parser.parse(source, uri: uri, ids: &ids) {
    case .document(let document):
      let pickles = PickleCompiler.compile(document, ids: &ids)
      return [.source(uri: uri, data: source), .gherkinDocument(document)]
        + pickles.map(Envelope.pickle)
    case .failure(let errors):
      return [.source(uri: uri, data: source)] + errors.map { .parseError($0, uri: uri) }
    }
  }
}
