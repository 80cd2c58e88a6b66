import GherkinParser

/// The feature files of a run, parsed and compiled, with ids unique across files.
package struct FeatureSuite: Sendable, Hashable {
  /// The files in load order.
  package private(set) var files: [FeatureFile]
  /// The nodes of the files' documents by id, indexed once for every lookup of the run.
  package private(set) var index = GherkinIndex()
  /// Files or directories that could not be read.
  package var loadErrors: [FeatureLoadError]
  /// The paths the files were loaded from, as given, each with the files found at it.
  package var roots: [Root] = []

  /// A path given to load (a file or a folder) and what was found at it.
  package struct Root: Sendable, Hashable {
    /// The path as given.
    package var path: String
    /// The feature files found at it: the path itself, or those beneath the folder.
    package var files: [String]
    /// Whether something at the path could not be read.
    package var hadErrors: Bool
  }

  /// Creates a suite.
  package init(files: [FeatureFile], loadErrors: [FeatureLoadError] = []) {
    self.files = files
    self.loadErrors = loadErrors
    for document in documents { index.add(document) }
  }

  /// Parses and compiles `sources` (uri and text pairs), giving ids unique across all of them.
  package init(sources: [(uri: String, text: String)], parser: GherkinParser = GherkinParser()) {
    var ids = IdGenerator()
    let files = sources.map { source in
      let result = parser.parse(source.text, uri: source.uri, ids: &ids)
      let recovered =
        result.errors.isEmpty
        ? nil : parser.recover(source.text, uri: source.uri, errors: result.errors, ids: &ids)
      let pickles =
        (result.document ?? recovered).map { PickleCompiler.compile($0, ids: &ids) } ?? []
      return FeatureFile(
        uri: source.uri, source: source.text, parseResult: result, pickles: pickles,
        recovered: recovered)
    }
    self.init(files: files)
  }

  /// Puts `file` in the place of the suite's file of its URI, which had the Scenarios `old` of
  /// its Feature where it has `new` (``GherkinIndex/replace(_:with:in:)``), and `moved`, the
  /// Scenarios below them, on other lines than before.
  package mutating func replace(
    _ file: FeatureFile, scenarios old: [Scenario], with new: [Scenario],
    moved: [Scenario] = []
  ) {
    guard let position = files.firstIndex(where: { $0.uri == file.uri }),
      let document = file.document
    else { return }
    files[position] = file
    index.replace(old, with: new, in: document)
    index.indexRows(of: moved)
  }

  /// Every pickle of every file, in order.
  package var pickles: [Pickle] { files.flatMap(\.pickles) }

  /// The documents of the files that parsed, and of the parts that parse of those that did not.
  package var documents: [GherkinDocument] { files.compactMap(\.document) }

  /// The column names of the Examples table holding the row `id`, and the row's values (ids are
  /// unique across the suite's files, so the suite's one index answers).
  package func examplesRow(_ id: String) -> (columns: [String], values: [String]) {
    (
      index.examplesOfRow[id]?.tableHeader?.cells.map(\.value) ?? [],
      index.rows[id]?.cells.map(\.value) ?? []
    )
  }

  /// Whether any file failed to load or parse.
  package var hasErrors: Bool {
    !loadErrors.isEmpty || files.contains { !$0.parseResult.errors.isEmpty }
  }
}
