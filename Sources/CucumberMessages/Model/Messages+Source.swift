import GherkinParser

extension Messages {
  /// A feature file's text.
  public struct Source: Sendable, Hashable, Codable {
    /// How the text is written.
    public enum MediaType: String, Sendable, Hashable, Codable {
      /// Plain Gherkin (`.feature`).
      case plain = "text/x.cucumber.gherkin+plain"
      /// Gherkin inside Markdown (`.feature.md`).
      case markdown = "text/x.cucumber.gherkin+markdown"

      /// Markdown for a path ending in `.md` (such as `login.feature.md`), plain otherwise.
      public init(uri: String) {
        self = uri.hasSuffix(".md") ? .markdown : .plain
      }
    }

    /// The file's path.
    public var uri: String
    /// The file's text.
    public var data: String
    /// How the text is written.
    public var mediaType: MediaType

    /// Creates a source message; the media type follows the path's extension unless given.
    public init(uri: String, data: String, mediaType: MediaType? = nil) {
      self.uri = uri
      self.data = data
      self.mediaType = mediaType ?? MediaType(uri: uri)
    }
  }

  /// A feature file that did not parse, with Cucumber's message (location prefix included).
  public struct ParseError: Sendable, Hashable, Codable {
    /// The file and the error's location.
    public var source: SourceReference
    /// Cucumber's wording, such as `(3:1): expected: ...`.
    public var message: String

    /// Creates a parse error message.
    public init(source: SourceReference, message: String) {
      self.source = source
      self.message = message
    }
  }
}
