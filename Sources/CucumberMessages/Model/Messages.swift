import Foundation
import GherkinParser

/// Cucumber's message protocol (`messages.schema.json`): the types of every envelope a run emits,
/// other than the parser's own ``GherkinDocument`` and ``Pickle``, which carry the same fields.
///
/// Every type encodes to, and decodes from, the JSON of Cucumber's NDJSON stream field for field;
/// fields the schema marks optional are `nil` when absent and left out when encoded.
public enum Messages {
  /// The protocol version the runner emits in `meta`.
  public static let protocolVersion = "33.0.4"

  /// A point in time: whole seconds since 1970 and nanoseconds within the second.
  public struct Timestamp: Sendable, Hashable, Codable {
    /// Whole seconds since 1970-01-01 UTC.
    public var seconds: Int
    /// Nanoseconds within the second, `0..<1_000_000_000`.
    public var nanos: Int

    /// Creates a timestamp.
    public init(seconds: Int, nanos: Int) {
      self.seconds = seconds
      self.nanos = nanos
    }

    /// Decodes a timestamp, refusing one no run records: beyond 10^11 seconds (3,000 years)
    /// either way, or nanoseconds outside a second.
    public init(from decoder: any Decoder) throws {
      (seconds, nanos) = try Messages.checkedTime(
        decoder, seconds: -100_000_000_000...100_000_000_000)
    }

    /// The timestamp of `date`.
    public init(_ date: Date) {
      let interval = date.timeIntervalSince1970
      let whole = interval.rounded(.down)
      self.init(seconds: Int(whole), nanos: Int((interval - whole) * 1e9))
    }

    /// The date it stands for.
    public var date: Date {
      Date(timeIntervalSince1970: Double(seconds) + Double(nanos) / 1e9)
    }
  }

  /// The `seconds` and `nanos` of a timestamp or duration from a message file, refused where
  /// they stand when no run could have recorded them: `seconds` outside `range` (bounds within
  /// which a report's milliseconds and nanoseconds cannot overflow), or nanoseconds outside a
  /// second.
  static func checkedTime(_ decoder: any Decoder, seconds range: ClosedRange<Int>) throws -> (
    seconds: Int, nanos: Int
  ) {
    enum Key: CodingKey { case seconds, nanos }
    let container = try decoder.container(keyedBy: Key.self)
    let seconds = try container.decode(Int.self, forKey: .seconds)
    let nanos = try container.decode(Int.self, forKey: .nanos)
    guard range.contains(seconds) else {
      throw DecodingError.dataCorruptedError(
        forKey: .seconds, in: container,
        debugDescription:
          "\(seconds) seconds is beyond any run's time (\(range.lowerBound) to \(range.upperBound))"
      )
    }
    guard (0..<1_000_000_000).contains(nanos) else {
      throw DecodingError.dataCorruptedError(
        forKey: .nanos, in: container,
        debugDescription: "\(nanos) nanoseconds is not within a second (0 to 999999999)")
    }
    return (seconds, nanos)
  }

  /// A length of time: whole seconds and nanoseconds.
  public struct Duration: Sendable, Hashable, Codable {
    /// Whole seconds.
    public var seconds: Int
    /// Nanoseconds beyond ``seconds``.
    public var nanos: Int

    /// Creates a duration.
    public init(seconds: Int, nanos: Int) {
      self.seconds = seconds
      self.nanos = nanos
    }

    /// Decodes a duration, refusing one no run records: negative, over 10^9 seconds (31 years),
    /// or nanoseconds outside a second.
    public init(from decoder: any Decoder) throws {
      (seconds, nanos) = try Messages.checkedTime(decoder, seconds: 0...1_000_000_000)
    }

    /// The message form of `duration`.
    public init(_ duration: Swift.Duration) {
      let nanoseconds =
        duration.components.seconds * 1_000_000_000
        + duration.components.attoseconds / 1_000_000_000
      self.init(
        seconds: Int(nanoseconds / 1_000_000_000), nanos: Int(nanoseconds % 1_000_000_000))
    }

    /// The duration it stands for.
    public var duration: Swift.Duration {
      .seconds(seconds) + .nanoseconds(nanos)
    }
  }

  /// Where something was declared: a file (`uri`) and a line, or a Java method.
  public struct SourceReference: Sendable, Hashable, Codable {
    /// The file.
    public var uri: String?
    /// A Java method (other implementations' glue).
    public var javaMethod: JavaMethod?
    /// A Java stack frame (other implementations' glue).
    public var javaStackTraceElement: JavaStackTraceElement?
    /// The line (and column) in ``uri``.
    public var location: Location?

    /// Creates a reference to `location` in `uri`.
    public init(uri: String?, location: Location?) {
      self.uri = uri
      self.location = location
    }
  }

  /// A Java method, as other implementations refer to their glue.
  public struct JavaMethod: Sendable, Hashable, Codable {
    /// The class.
    public var className: String
    /// The method.
    public var methodName: String
    /// The parameter types.
    public var methodParameterTypes: [String]
  }

  /// A Java stack frame, as other implementations refer to their glue.
  public struct JavaStackTraceElement: Sendable, Hashable, Codable {
    /// The class.
    public var className: String
    /// The file.
    public var fileName: String
    /// The method.
    public var methodName: String
  }

  /// An error, as a step, hook or the run reports it.
  public struct Exception: Sendable, Hashable, Codable {
    /// The error's type name.
    public var type: String
    /// The error's message.
    public var message: String?
    /// Where it was raised, as text.
    public var stackTrace: String?

    /// Creates an exception.
    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
      self.type = type
      self.message = message
      self.stackTrace = stackTrace
    }
  }
}
