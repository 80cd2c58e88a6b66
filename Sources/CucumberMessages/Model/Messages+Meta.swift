extension Messages {
  /// The first message of a run: who produced the stream, and where.
  public struct Meta: Sendable, Hashable, Codable {

    /// The message protocol's version, such as `33.0.4`.
    public var protocolVersion: String
    /// The runner.
    public var implementation: Product
    /// The language runtime.
    public var runtime: Product
    /// The operating system.
    public var os: Product
    /// The processor.
    public var cpu: Product
    /// The continuous-integration build, when there is one.
    public var ci: Ci?

    /// Creates a meta message.
    public init(
      protocolVersion: String, implementation: Product, runtime: Product, os: Product,
      cpu: Product, ci: Ci? = nil
    ) {
      self.protocolVersion = protocolVersion
      self.implementation = implementation
      self.runtime = runtime
      self.os = os
      self.cpu = cpu
      self.ci = ci
    }

    /// Why a reader cannot read the messages that follow, naming the writer and the version,
    /// when ``protocolVersion`` is outside ``Messages/readableMajorVersions``; `nil` otherwise.
    package var unreadableReason: String? {
      let known = Messages.readableMajorVersions
      let major = Int(protocolVersion.prefix { $0 != "." })
      guard major.map(known.contains) != true else { return nil }
      let range = "\(known.lowerBound) to \(known.upperBound)"
      let why =
        major.map {
          $0 > known.upperBound
            ? "newer than the message protocol versions this program reads (\(range)); update "
              + "feed-specs, or write the messages with an older Cucumber"
            : "older than the message protocol versions the messages schema describes (\(range)); "
              + "write the messages with a newer Cucumber"
        } ?? "not a version number"
      return "written by \(implementation.name)\(implementation.version.map { " \($0)" } ?? "") "
        + "with message protocol \"\(protocolVersion)\" (meta.protocolVersion): \(why)"
    }
  }

  /// The major protocol versions whose messages `messages.schema.json` describes and a reader
  /// can read: older ones lack fields the schema requires, newer ones may mean what this reader
  /// does not know.
  package static let readableMajorVersions = 17...34

  /// A named, optionally versioned, piece of software or hardware.
  public struct Product: Sendable, Hashable, Codable {
    /// The name.
    public var name: String
    /// The version.
    public var version: String?

    /// Creates a product.
    public init(name: String, version: String? = nil) {
      self.name = name
      self.version = version
    }
  }

  /// A continuous-integration build.
  public struct Ci: Sendable, Hashable, Codable {
    /// The CI system's name.
    public var name: String
    /// The build's address.
    public var url: String?
    /// The build's number.
    public var buildNumber: String?
    /// The commit built.
    public var git: Git?
  }

  /// The commit a CI build built.
  public struct Git: Sendable, Hashable, Codable {
    /// The remote repository.
    public var remote: String
    /// The commit.
    public var revision: String
    /// The branch.
    public var branch: String?
    /// The tag.
    public var tag: String?
  }
}
