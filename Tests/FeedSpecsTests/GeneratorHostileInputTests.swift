import Foundation
import TestSupport
import Testing

/// The GherkinScenarioTests plugin's generator over titles, Examples cells and file names chosen to
/// break generated Swift: every file it writes type-checks against the bridge's API, and no text of
/// a feature file or its name is anywhere but in a string literal or a raw identifier.
///
/// Under `swift test` the type check takes a few of the names (a no-break space, U+2028, a
/// backtick, a line feed followed by code, the two colliding names) and the feature file of every
/// hostile title and cell; with `ESSENTIAL_FEED_FULL_PLUGIN=1` (a step of its own in `.ci/run`)
/// it takes every name. The other checks read every generated file either way.
@Suite("The scenario tests generator over hostile input")
struct GeneratorHostileInputTests {
  /// Whether this run type-checks the whole corpus (`ESSENTIAL_FEED_FULL_PLUGIN=1`).
  static let full = ProcessInfo.processInfo.environment["ESSENTIAL_FEED_FULL_PLUGIN"] == "1"

  /// The compiler beside `swift` on `PATH`, if there is one.
  static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// ``swiftc``, or an error saying it is not on `PATH`.
  static func compiler() throws -> URL {
    guard let swiftc else { throw TestSupportError("swiftc is not on PATH") }
    return swiftc
  }

  /// Every Unicode space but U+0020, then controls, quotes, backslashes, a backtick, what would end
  /// a comment or start a raw string, emoji, a combining mark, right-to-left text and an override.
  static let hostile: [String] =
    [0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008]
    .map { String(UnicodeScalar(UInt32($0))!) }
    + [0x2009, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000].map {
      String(UnicodeScalar(UInt32($0))!)
    }
    + [
      "\t", "\u{01}", "\u{0B}", "\u{0C}", "\u{1B}", "\u{7F}", "\u{85}", "\"", "\\", "`",
      "\\u{41}", "*/", "#\"", "&<>", "😀👩‍👩‍👧", "e\u{301}", "שלום", "\u{202E}evil", "\u{FEFF}",
    ]

  /// The file names: each hostile text in one (but `*/`: a name holds no `/`), a line feed followed by code, and two names that
  /// make the same identifier.
  static let names: [String] =
    hostile.enumerated().filter { !$0.element.contains("/") }.map {
      "name \($0.offset) \($0.element) end.feature"
    }
    + [
      "x\n}\n@Test func injected() {}\n.feature", "login & out.feature", "login _ out.feature",
    ]

  /// The names type-checked under `swift test`: a no-break space, U+2028, a backtick, a line
  /// feed followed by code, and the two names that make the same identifier.
  static let shortNames: [String] = names.filter { name in
    ["\u{A0}", "\u{2028}", "`", "\n", " out.feature"].contains { name.contains($0) }
  }

  /// A feature file whose titles and cells hold each hostile text, marked `PAYLOAD`.
  static var hostileFeature: String {
    var text = "Feature: Hostile\n\n"
    for part in hostile {
      text += "  Scenario: PAYLOAD \(part) end\n    Given a step\n\n"
    }
    text += "  Scenario: PAYLOAD \(String(repeating: "very long title ", count: 400))\n"
    text += "    Given a step\n\n  Scenario Outline: PAYLOAD <cell>\n    Given <cell>\n\n"
    text += "    Examples:\n      | cell |\n"
    for part in hostile {
      let cell = part.replacingOccurrences(of: "\\", with: "\\\\")
      text += "      | PAYLOAD \(cell) |\n"
    }
    return text
  }

  @Test(
    "every file generated from hostile titles, cells and file names type-checks (a few of the names; every one under ESSENTIAL_FEED_FULL_PLUGIN=1)",
    .enabled(if: swiftc != nil, "swiftc is not on PATH: the generated files were not type-checked"))
  func generatedFilesTypeCheck() async throws {
    let generated = try await Generated.corpus.value
    let checked = generated.files(named: Self.full ? Self.names : Self.shortNames)
    #expect(checked.count == (Self.full ? Self.names.count : 6) + 2)

    let module = try await Generated.stubModule(in: generated.folder)
    let check = try await FeedSpecsProcess.run(
      ["-typecheck", "-I", module.path, module.appendingPathComponent("run.swift").path]
        + checked.map(\.path),
      in: generated.folder, executable: try GeneratorHostileInputTests.compiler(),
      hangLimit: .seconds(900))

    #expect(check.status == 0, "\(check.output)")
  }

  @Test("no feature file text or file name is in generated Swift but in a literal or an identifier")
  func hostileTextStaysInLiteralsAndIdentifiers() async throws {
    let generated = try await Generated.corpus.value

    for file in generated.files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let code = text.replacing(/`[^`\n]*`/, with: "ID").replacing(/"(?:[^"\\\n]|\\.)*"/, with: "S")
        .replacing(/\/\/[^\n]*/, with: "")
      #expect(!code.contains("PAYLOAD") && !code.contains("injected"), "\(file.lastPathComponent)")
      #expect(code.unicodeScalars.allSatisfy { $0.isASCII }, "\(file.lastPathComponent)")
    }
  }

  @Test("two file names that one identifier would hold give two suites")
  func collidingNamesGiveTwoSuites() async throws {
    let generated = try await Generated.corpus.value

    let suites = try generated.files.flatMap { file in
      try String(contentsOf: file, encoding: .utf8).matches(of: /@Suite struct (`[^`]*`)/).map {
        String($0.1)
      }
    }
    #expect(Set(suites).count == suites.count, "\(suites)")
    #expect(suites.contains("`login _ out.feature`"))
    #expect(suites.contains("`login _ out.feature ~6.26`"))
  }
}

/// The generator's files for the hostile corpus, made once per test process in its folder
/// (``ProcessFolder``): one file for each name, then the hostile feature's, then the folder's.
private struct Generated: Sendable {
  var folder: URL
  var files: [URL]

  /// The corpus every name of ``GeneratorHostileInputTests/names`` makes, made on first use.
  static let corpus = Task { try await make() }

  /// The files the corpus made for `names`, with the hostile feature's and the folder's.
  func files(named names: [String]) -> [URL] {
    let wanted = Set(names)
    let named = zip(GeneratorHostileInputTests.names, files).filter { wanted.contains($0.0) }
    return named.map(\.1) + files.suffix(2)
  }

  private static func make() async throws -> Generated {
    let names = GeneratorHostileInputTests.names
    let generator = try BuiltProducts.executable(named: "gherkin-scenario-tests")
    let folder = try ProcessFolder.make("generator-hostile")
    let features = folder.appendingPathComponent("Features")
    let output = folder.appendingPathComponent("out")
    for made in [features, output] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    let corpus =
      names.map { ($0, "Feature: F\n\n  Scenario: S\n    Given a\n") }
      + [("hostile.feature", GeneratorHostileInputTests.hostileFeature)]
    var files: [URL] = []
    for (index, (name, text)) in corpus.enumerated() {
      try text.write(to: features.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(output.appendingPathComponent("\(index).swift"))
      try await generate(["feature", features.path, name, files[index].path], with: generator)
    }
    files.append(output.appendingPathComponent("folder.swift"))
    try await generate(
      ["folder", features.path, files[files.count - 1].path] + corpus.map(\.0), with: generator)
    return Generated(folder: folder, files: files)
  }

  private static func generate(_ arguments: [String], with generator: URL) async throws {
    let run = try await FeedSpecsProcess.run(
      arguments, in: FileManager.default.temporaryDirectory, executable: generator)
    guard run.status == 0 else {
      throw TestSupportError("gherkin-scenario-tests \(arguments) failed:\n\(run.output)")
    }
  }

  /// A module named GherkinTesting with the declarations the generated files call, and the test
  /// target's `runScenario(_:)`, in `folder/stub`.
  static func stubModule(in folder: URL) async throws -> URL {
    let stub = folder.appendingPathComponent("stub")
    try FileManager.default.createDirectory(at: stub, withIntermediateDirectories: true)
    let api = """
      public struct ScenarioCase: Sendable {}
      public enum Scenarios {
        public static func scenario(at path: String, line: Int, relativeTo file: String = #filePath)
          async throws -> ScenarioCase { ScenarioCase() }
        public static func problems(
          in path: String, generatedFrom generated: [String: [Int]]? = nil,
          relativeTo file: String = #filePath
        ) async throws -> [ScenarioCase] { [] }
      }

      """
    try api.write(to: stub.appendingPathComponent("api.swift"), atomically: true, encoding: .utf8)
    try "import GherkinTesting\nfunc runScenario(_ scenario: ScenarioCase) async throws {}\n"
      .write(to: stub.appendingPathComponent("run.swift"), atomically: true, encoding: .utf8)
    let run = try await FeedSpecsProcess.run(
      [
        "-emit-module", "-module-name", "GherkinTesting", "-parse-as-library", "api.swift",
        "-emit-module-path", "GherkinTesting.swiftmodule",
      ], in: stub, executable: try GeneratorHostileInputTests.compiler())
    guard run.status == 0 else { throw TestSupportError("the stub did not build:\n\(run.output)") }
    return stub
  }
}
