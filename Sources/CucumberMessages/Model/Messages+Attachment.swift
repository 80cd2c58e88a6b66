extension Messages {
  /// Something a step or hook attached to the report: text, bytes, a log line or a link.
  public struct Attachment: Sendable, Hashable, Codable {
    /// How ``Attachment/body`` is encoded.
    public enum ContentEncoding: String, Sendable, Hashable, Codable {
      /// The body is the text itself.
      case identity = "IDENTITY"
      /// The body is Base64 of the bytes.
      case base64 = "BASE64"
    }

    /// The content, encoded as ``contentEncoding`` says.
    public var body: String
    /// How ``body`` is encoded.
    public var contentEncoding: ContentEncoding
    /// The file name to save it under.
    public var fileName: String?
    /// The media type, such as `text/plain` or `image/png`.
    public var mediaType: String
    /// Where in a source it was attached.
    public var source: Source?
    /// The attempt it belongs to, when attached by a step or test case hook.
    public var testCaseStartedId: String?
    /// The step or hook that attached it.
    public var testStepId: String?
    /// A link it stands for.
    public var url: String?
    /// The run, when attached outside any test case.
    public var testRunStartedId: String?
    /// The BeforeAll or AfterAll hook that attached it.
    public var testRunHookStartedId: String?
    /// When.
    public var timestamp: Timestamp?

    /// Creates an attachment.
    public init(
      body: String, contentEncoding: ContentEncoding, fileName: String? = nil, mediaType: String,
      testCaseStartedId: String? = nil, testStepId: String? = nil,
      testRunHookStartedId: String? = nil, timestamp: Timestamp? = nil
    ) {
      self.body = body
      self.contentEncoding = contentEncoding
      self.fileName = fileName
      self.mediaType = mediaType
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.testRunHookStartedId = testRunHookStartedId
      self.timestamp = timestamp
    }
  }

  /// An attachment stored elsewhere, referred to by its address.
  public struct ExternalAttachment: Sendable, Hashable, Codable {
    /// Where it is.
    public var url: String
    /// Its media type.
    public var mediaType: String
    /// The attempt it belongs to.
    public var testCaseStartedId: String?
    /// The step or hook that attached it.
    public var testStepId: String?
    /// The BeforeAll or AfterAll hook that attached it.
    public var testRunHookStartedId: String?
    /// When.
    public var timestamp: Timestamp?
  }
}
