import Foundation
import GherkinRunner

/// A Language Server Protocol server for `.feature` files, over standard input and output
/// (JSON-RPC 2.0 messages framed by `Content-Length` headers).
///
/// It publishes diagnostics on open and after changes (full or incremental sync): changes are
/// applied as they come, and a document is analysed once per version, when a request needs it or
/// when no more input is waiting, so a burst of changes is diagnosed once, for its last version. It
/// completes
/// step sentences, keywords and tags, goes to and describes step definitions, lists a file's
/// blocks as symbols, and formats a file as `Features/` is laid out.
///
/// Given a ``LiveRunCommand``, it also runs each open document's scenarios as its text changes,
/// in a child process, and shows each scenario's and Examples row's verdict as a code lens and
/// a failing step as an error at its line. A ``GherkinCommandLine/GherkinCommand`` given
/// ``GherkinCommandLine/GherkinWing/languageServer`` serves it as `language-server`; by hand:
///
/// ```swift
/// let server = LanguageServer(
///   registry: registry, liveRuns: LiveRunCommand(executable: LiveRunCommand.currentExecutable))
/// exit(server.run())
/// ```
public struct LanguageServer: Sendable {
  /// The program's name in what the server says, the one the runner's messages give.
  static let program = Messages.Meta.feedSpecs.implementation.name
  let parser: GherkinParser
  let catalogue: StepCatalogue
  let featuresFolder: String
  let liveRuns: LiveRunCommand?
  /// Told each time a part of a document's analysis is made, with the document's URI.
  package var analysisObserver: (@Sendable (AnalysisPart, _ uri: String) -> Void)?

  /// Creates a server answering from `registry`'s step definitions; `dialects` are the languages
  /// files may name with `# language:`, and tags are gathered from the `.feature` files under
  /// `featuresFolder` (relative to the workspace root the client gives). With `liveRuns`, open
  /// documents' scenarios run as they change; without, the server only reads them.
  public init<World>(
    registry: StepRegistry<World>, featuresFolder: String = "Features",
    liveRuns: LiveRunCommand? = nil
  ) {
    self.init(
      registry: registry, dialects: .builtIn, featuresFolder: featuresFolder, liveRuns: liveRuns)
  }

  /// Creates a server as ``init(registry:featuresFolder:liveRuns:)`` does, for files in
  /// `dialects`.
  package init<World>(
    registry: StepRegistry<World>, dialects: Dialects,
    featuresFolder: String = "Features", liveRuns: LiveRunCommand? = nil
  ) {
    catalogue = StepCatalogue(registry)
    parser = GherkinParser(dialects: dialects)
    self.featuresFolder = featuresFolder
    self.liveRuns = liveRuns
  }

  /// Serves one client on `input` and `output` until it sends `exit` or goes away.
  ///
  /// - Returns: the exit status the protocol asks for: 0 when `shutdown` came first, 1 otherwise;
  ///   2 after a header over its limit (the reason goes to standard error and to the client).
  public func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
    signal(SIGPIPE, SIG_IGN)  // a client that went away makes writes fail, not the process die
    var reader = MessageReader(descriptor: input)
    var session = Session(server: self, writer: MessageWriter(descriptor: output))
    defer { session.stopRuns() }
    if liveRuns != nil { LiveRun.forbidCoreFiles() }
    while true {
      if !reader.hasPendingInput {
        session.publishPendingDiagnostics()
        session.startPendingRuns()
      }
      // Runs are followed while the client is silent; its next message is answered at once.
      while !reader.hasPendingInput, session.hasRuns { session.followRuns(input: input) }
      switch reader.next() {
      case .end: return session.shutdownRequested ? 0 : 1
      case .fatal(let reason):
        let message = "\(Self.program) language-server stops: \(reason)"
        session.showError(message)
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
        return 2
      case .badHeader(let reason):
        session.sendError(id: .null, code: .parseError, "Parse error: \(reason)")
      case .body(let body):
        if let status = session.handle(body) { return status }
      }
    }
  }
}

/// JSON-RPC and protocol error codes.
enum ErrorCode: Int {
  case parseError = -32700
  case invalidRequest = -32600
  case methodNotFound = -32601
  case invalidParams = -32602
  case serverNotInitialized = -32002
}

/// One client's conversation: its open documents and where the protocol stands.
struct Session {
  let server: LanguageServer
  let writer: MessageWriter
  private(set) var initialized = false
  private(set) var shutdownRequested = false
  var documents: [String: OpenDocument] = [:]
  /// The analysis of a version a change replaced, freed once the new version's diagnostics are
  /// published: freeing a large file's analysis takes long, and the editor waits for them. One
  /// slot for every document: a second change before the diagnostics are published frees the
  /// first one's analysis then, which no publication waits for. Its parse is not here: the
  /// next version's analysis edits it (``OpenDocument/parsed``).
  private var replacedAnalysis: DocumentAnalysis?
  /// The live runs under way, oldest first.
  var runs: [LiveRun] = []
  /// Whether the client asks again for code lenses when told to.
  private(set) var refreshesLenses = false
  /// The number of the server's last request to the client.
  var lastRequest = 0
  private var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  private var workspaceTags: Set<String> = []
  /// The Swift files of the workspace, indexed at the first go-to-definition.
  private var sources: SwiftSourceIndex?

  init(server: LanguageServer, writer: MessageWriter) {
    self.server = server
    self.writer = writer
  }

  /// An open document, analysed at most once per version: when a request or the diagnostics
  /// first need it.
  struct OpenDocument {
    var text: TextDocument
    /// What this version's text gives, kept through a change that leaves the text as it was.
    var kept = DocumentAnalysis()
    /// Whether this version's diagnostics are still to be published.
    var unpublished = true
    /// The suspicious-line scans of the document's blocks, kept from one version to the next.
    var blocks = SuspiciousLineBlocks()
    /// The last version parsed, when it is not this one: an edit of a few of its Scenarios
    /// parses only those again (``FeatureAnalysis/edit(from:to:parser:)``).
    var parsed: ParsedVersion?
    /// The problems of the version this version's parse was edited from, until this version's
    /// are found: those of the Scenarios the edit did not change are kept.
    var problemsBefore: ProblemList?
    /// Whether this version is still to be run.
    var unrun = true
    /// This version's verdicts, by the 1-based line of their scenario or Examples row.
    var verdicts: [Int: LiveVerdict] = [:]
    /// This version's failing steps, by the line of their scenario or Examples row.
    var failures: [Int: LiveFailure] = [:]
  }

  /// A version of a document and its parse.
  struct ParsedVersion {
    var text: TextDocument
    var analysis: FeatureAnalysis
    /// Its problems, when they were found.
    var problems: ProblemList?
  }

  /// Handles one message body; returns the exit status when the client asked to exit.
  mutating func handle(_ body: Data) -> Int32? {
    let message: JSON
    do {
      message = try JSON.parse(body)
    } catch {
      sendError(id: .null, code: .parseError, "Parse error: \(error.reason)")
      return nil
    }
    let id = message["id"]
    let validId = id == nil || id?.int != nil || id?.string != nil
    guard case .object = message, message["jsonrpc"]?.string == "2.0", validId else {
      sendError(
        id: validId ? id ?? .null : .null, code: .invalidRequest,
        "Invalid request: a message is an object with \"jsonrpc\": \"2.0\" and a method")
      return nil
    }
    guard let method = message["method"]?.string else {
      if id != nil, message["result"] != nil || message["error"] != nil { return nil }  // a reply
      sendError(id: id ?? .null, code: .invalidRequest, "Invalid request: no method")
      return nil
    }
    let params = message["params"] ?? .null
    guard let id else { return notification(method, params) }
    guard initialized || method == "initialize" else {
      sendError(id: id, code: .serverNotInitialized, "The server is not initialized yet")
      return nil
    }
    guard !shutdownRequested else {
      sendError(id: id, code: .invalidRequest, "Invalid request: the server is shutting down")
      return nil
    }
    do {
      if let encoded = try encodedResult(method, params) {
        writer.send(result: encoded, id: id)
      } else if let result = try request(method, params) {
        writer.send(["jsonrpc": "2.0", "id": id, "result": result])
      } else {
        sendError(id: id, code: .methodNotFound, "Method not found: \(method)")
      }
    } catch {
      sendError(id: id, code: .invalidParams, "Invalid params: \(error)")
    }
    return nil
  }

  /// Tells the user of a problem no response can carry (a notification's).
  func showError(_ message: String) {
    writer.send([
      "jsonrpc": "2.0", "method": "window/showMessage",
      "params": ["type": 1, "message": .string(message)],
    ])
  }

  func sendError(id: JSON, code: ErrorCode, _ message: String) {
    writer.send([
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(code.rawValue), "message": .string(message)],
    ])
  }

  // MARK: - Requests

  /// The result of a request answered with JSON text kept with the document's analysis (the
  /// outline, as large as the document, is not encoded again for each request), or `nil`.
  private mutating func encodedResult(_ method: String, _ params: JSON) throws -> String? {
    guard method == "textDocument/documentSymbol" else { return nil }
    return symbols(try open(params).uri)
  }

  /// The result of a request, or `nil` for a method the server does not have.
  private mutating func request(_ method: String, _ params: JSON) throws -> JSON? {
    switch method {
    case "initialize": return initialize(params)
    case "shutdown":
      shutdownRequested = true
      return .null
    case "textDocument/completion":
      let (_, document) = try open(params)
      let position = try Position(params["position"], name: "position")
      var tags = workspaceTags
      for uri in Array(documents.keys) { tags.formUnion(self.tags(uri)) }
      return server.completionItems(in: document, at: position, tags: tags)
    case "textDocument/definition", "textDocument/hover":
      let (uri, document) = try open(params)
      let line = try Position(params["position"], name: "position").line
      guard
        let found = server.stepMatches(onLine: line, analysis: analysis(uri), document: document)
      else { return .null }
      if method == "textDocument/hover" { return server.hover(found, onLine: line, of: document) }
      let sources = self.sources ?? SwiftSourceIndex(root: root)
      self.sources = sources
      return server.definitions(found.matches, sources: sources)
    case "textDocument/formatting":
      let (_, document) = try open(params)
      guard let formatted = FeatureFormatter(parser: server.parser).format(document.text),
        formatted != document.text
      else { return [] }
      let whole = document.range(ofLines: 0...document.lineCount - 1)
      return [["range": whole.json, "newText": .string(formatted)]]
    case "textDocument/codeLens":
      let (uri, _) = try open(params)
      return codeLenses(
        uri: uri, analysis: analysis(uri), verdicts: documents[uri]?.verdicts ?? [:])
    case "workspace/executeCommand": return try executeCommand(params)
    default: return nil
    }
  }

  private mutating func initialize(_ params: JSON) -> JSON {
    initialized = true
    let rootURI =
      params["rootUri"]?.string ?? params["workspaceFolders"]?.array?.first?["uri"]?.string
    if let rootURI, let url = URL(string: rootURI), url.isFileURL {
      root = url
    } else if let path = params["rootPath"]?.string {
      root = URL(fileURLWithPath: path)
    }
    workspaceTags = TagScanner.tags(under: root.appendingPathComponent(server.featuresFolder))
    refreshesLenses =
      params["capabilities"]?["workspace"]?["codeLens"]?["refreshSupport"] == .bool(true)
    var capabilities = baseCapabilities
    if server.liveRuns != nil {
      capabilities.append(("codeLensProvider", ["resolveProvider": false]))
      capabilities.append(
        (
          "executeCommandProvider",
          ["commands": [.string(LiveCommand.runScenario), .string(LiveCommand.runFile)]]
        ))
    }
    return [
      "capabilities": .object(capabilities),
      "serverInfo": ["name": .string("\(LanguageServer.program) language-server")],
    ]
  }

  private var baseCapabilities: [(String, JSON)] {
    [
      ("textDocumentSync", ["openClose": true, "change": 2]),
      ("completionProvider", ["triggerCharacters": ["@"], "resolveProvider": false]),
      ("definitionProvider", true),
      ("hoverProvider", true),
      ("documentSymbolProvider", true),
      ("documentFormattingProvider", true),
    ]
  }

  // MARK: - Notifications

  private mutating func notification(_ method: String, _ params: JSON) -> Int32? {
    if method == "exit" { return shutdownRequested ? 0 : 1 }
    guard initialized else { return nil }
    switch method {
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { return nil }
      documents[uri] = OpenDocument(
        text: TextDocument(text: text, version: item["version"]?.int ?? 0))
    case "textDocument/didChange":
      guard let uri = params["textDocument"]?["uri"]?.string, var open = documents[uri],
        let changes = params["contentChanges"]?.array
      else {
        showError(
          "\(LanguageServer.program) ignored a didChange: no open document's uri or no contentChanges"
        )
        return nil
      }
      let version = params["textDocument"]?["version"]?.int ?? open.text.version
      do throws(InvalidParams) {
        try open.text.apply(changes: changes)
      } catch {
        showError(
          "\(LanguageServer.program) did not apply version \(version) of \(uri): \(error). The server keeps"
            + " version \(open.text.version); close and reopen the file if the editor shows otherwise."
        )
        return nil
      }
      open.text.version = version
      let unchanged = documents[uri]?.text.hasSameText(as: open.text) == true
      var edited = OpenDocument(text: open.text, blocks: open.blocks)
      if unchanged {
        edited.kept = open.kept
      } else if let parsed = open.kept.feature, let text = documents[uri]?.text {
        // Moved, not copied: the next analysis edits it in place.
        open.kept.feature = nil
        edited.parsed = ParsedVersion(text: text, analysis: parsed, problems: open.kept.problems)
      } else {
        edited.parsed = open.parsed
      }
      documents[uri] = edited
      if !unchanged { replacedAnalysis = open.kept }
      cancelRuns(of: uri)
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.string else { return nil }
      cancelRuns(of: uri)
      publish([], uri: uri, version: documents.removeValue(forKey: uri)?.text.version ?? 0)
    default: break  // initialized, $/cancelRequest, didSave, ...: nothing to do
    }
    return nil
  }

  /// Publishes the diagnostics of every document changed or opened since its last publication,
  /// for its current version.
  mutating func publishPendingDiagnostics() {
    for (uri, open) in documents where open.unpublished {
      let problems = self.problems(uri)
      let found = server.published(
        problems, adding: Self.failureDiagnostics(open.failures, in: open.text), in: open.text)
      documents[uri]?.unpublished = false
      publish(found, uri: uri, version: open.text.version)
    }
    replacedAnalysis = nil
  }

  func publish(_ diagnostics: [EditorDiagnostic], uri: String, version: Int) {
    writer.send([
      "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
      "params": [
        "uri": .string(uri), "version": .int(version),
        "diagnostics": .array(diagnostics.map(\.json)),
      ],
    ])
  }

  // MARK: - Helpers

  /// The open document `params` name, and its URI.
  func open(_ params: JSON) throws -> (uri: String, document: TextDocument) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw InvalidParams(description: "textDocument.uri is missing")
    }
    guard let document = documents[uri]?.text else {
      throw InvalidParams(description: "\(uri) is not open")
    }
    return (uri, document)
  }
}
