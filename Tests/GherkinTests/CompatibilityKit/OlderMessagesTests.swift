import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

extension SharedDataTests {
  /// Message files of the protocol versions the messages schema still describes: every field it
  /// does not require may be absent (older Cucumber versions and other implementations leave
  /// them out), and a version the reader cannot read is refused, saying which and why.
  @Suite("Message files of older protocol versions and other implementations")
  struct OlderMessagesTests {
    @Test(
      "every kit envelope with all the fields the schema does not require left out still reads")
    func envelopesWithoutOptionalFieldsRead() throws {
      let schema = try Self.schema()
      var failures: [String] = []
      var checked = 0
      for sample in try CompatibilityKitData.sampleNames() {
        var envelopes: [Envelope] = []
        for (number, line) in try CompatibilityKitData.expectedLines(of: sample).enumerated() {
          let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
          let stripped = Self.requiredOnly(object, schema: schema, file: schema, root: schema)
          let text = String(
            decoding: try JSONSerialization.data(withJSONObject: stripped), as: UTF8.self)
          checked += 1
          do {
            envelopes.append(try Envelope(ndjsonLine: text))
          } catch {
            failures.append("\(sample) line \(number + 1): \(error)\n  \(text)")
          }
        }
        var formatter = CucumberJSONFormatter()
        _ = try formatter.report(of: envelopes)
      }
      #expect(checked > 1_000)
      #expect(failures.isEmpty, Comment(rawValue: failures.prefix(3).joined(separator: "\n")))
    }

    @Test("a pickle without a location takes its scenario's or Examples row's from the document")
    func pickleWithoutLocation() throws {
      let lines = try CompatibilityKitData.expectedLines(of: "examples-tables")
      let envelopes = try lines.map { line in
        var object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        if var pickle = object["pickle"] as? [String: Any] {
          pickle["location"] = nil
          object["pickle"] = pickle
        }
        return try Envelope(
          ndjsonLine: String(
            decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
      }
      let withLocations = TestRunRecord(
        try lines.map { try Envelope(ndjsonLine: $0) }
      ).pickles.map(\.location)

      #expect(TestRunRecord(envelopes).pickles.map(\.location) == withLocations)
      #expect(withLocations.allSatisfy { $0.line > 0 })
    }

    @Test(
      "a protocol version newer or older than the readable ones, or not a version, is refused by name",
      arguments: [
        ("99.1.0", "newer than the message protocol versions this program reads (17 to 34)"),
        ("12.0.0", "older than the message protocol versions the messages schema describes"),
        ("latest", "not a version number"),
      ])
    func unreadableVersionRefused(version: String, reason: String) throws {
      let line =
        #"{"meta":{"protocolVersion":"\#(version)","implementation":{"name":"cucumber-ruby","#
        + #""version":"9.0.0"},"runtime":{"name":"ruby"},"os":{"name":"linux"},"cpu":{"name":"x64"}}}"#

      let error = #expect(throws: DecodingError.self) { try Envelope(ndjsonLine: line) }

      guard case .dataCorrupted(let context) = error else {
        Issue.record("expected a described refusal, got \(String(describing: error))")
        return
      }
      #expect(
        context.debugDescription.hasPrefix(
          "written by cucumber-ruby 9.0.0 with message protocol \"\(version)\""))
      #expect(context.debugDescription.contains(reason))
    }

    @Test("every readable major version reads", arguments: Messages.readableMajorVersions)
    func readableVersionReads(major: Int) throws {
      let line =
        #"{"meta":{"protocolVersion":"\#(major).0.1","implementation":{"name":"cucumber-jvm"},"#
        + #""runtime":{"name":"java"},"os":{"name":"linux"},"cpu":{"name":"x64"}}}"#

      #expect(throws: Never.self) { try Envelope(ndjsonLine: line) }
    }

    // MARK: - Helpers

    private static func schema() throws -> [String: Any] {
      let url = try SharedData.current.conformance("messages/jsonschema/messages.schema.json")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// `value` with only the members `schema` requires, recursively; `file` is the schema file
    /// `#/definitions/...` refers to, `root` the one holding every file under `$defs`.
    private static func requiredOnly(
      _ value: Any, schema: [String: Any], file: [String: Any], root: [String: Any]
    ) -> Any {
      if let reference = schema["$ref"] as? String {
        if reference.hasPrefix("#/definitions/") {
          let name = String(reference.dropFirst("#/definitions/".count))
          let definitions = file["definitions"] as? [String: Any] ?? [:]
          return requiredOnly(
            value, schema: definitions[name] as? [String: Any] ?? [:], file: file, root: root)
        }
        let name = "https://cucumber.io/schema/" + reference.dropFirst(2)
        let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
        return requiredOnly(value, schema: target, file: target, root: root)
      }
      if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
        return array.map { requiredOnly($0, schema: items, file: file, root: root) }
      }
      guard let object = value as? [String: Any],
        let properties = schema["properties"] as? [String: Any]
      else { return value }
      let required = Set(schema["required"] as? [String] ?? [])
      var result: [String: Any] = [:]
      for (key, member) in object {
        // An object requiring nothing (the envelope, a feature's child, a source reference)
        // is one of its members: keep them.
        guard required.contains(key) || schema["required"] == nil else { continue }
        result[key] = requiredOnly(
          member, schema: properties[key] as? [String: Any] ?? [:], file: file, root: root)
      }
      return result
    }
  }
}
