/// Compiles a ``GherkinDocument`` into ``Pickle``s: backgrounds prepended, outlines expanded
/// row by row with `<placeholder>` substitution, tags inherited.
public enum PickleCompiler {
  /// Compiles `document`, giving pickles and their steps ids from `ids`.
  public static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    []
  }

  /// Compiles `document` with ids prefixed `pickle-`, apart from the document's own ids.
  public static func compile(_ document: GherkinDocument) -> [Pickle] {
    var ids = IdGenerator(prefix: "pickle-")
    return compile(document, ids: &ids)
  }
}
