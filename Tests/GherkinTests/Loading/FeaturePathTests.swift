import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine
@testable import GherkinLoading

/// How `feed-specs` (and the `swift test` bridge, which loads the same way) treats paths that are
/// not plain feature files: oversized files, files in another encoding, files that are not
/// Gherkin at all, links leading out of the folder being run, misspelt paths, and paths that
/// hold no scenario.
@Suite("feature paths that are not plain feature files")
struct FeaturePathTests {
  // MARK: - Size and encoding

  @Test("a file larger than 16 MiB is refused unread at its path, exit 2")
  func oversizedFileIsRefused() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let big = directory.path("big.feature")
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: UInt64(17 << 20))
    try handle.close()

    let (code, output, _) = try await run(in: directory, [big])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(big): is larger than 16 MiB (it is 17.0 MiB), the most a feature file may be, so it is not read: split it into smaller feature files.\n"
      ), "\(output)")
  }

  @Test(
    "a Latin-1 file is reported at the line and column of its first non-UTF-8 character, with how to fix it"
  )
  func latin1FileNamesItsLine() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let latin1 = directory.path("latin1.feature")
    try Data("Feature: Caf\u{E9}s\n\n  Scenario: Caf".utf8 + [0xE9] + Data("\n".utf8))
      .write(to: URL(fileURLWithPath: latin1))

    let (code, output, _) = try await run(in: directory, [latin1])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(latin1):3:16: cannot be read as UTF-8 text: the character here is written in another encoding (such as Latin-1 or Windows-1252). Save the file as UTF-8 (in your editor's save or encoding menu).\n"
      ), "\(output)")
  }

  @Test("under swift test, a Latin-1 file's case is at the line of its first non-UTF-8 character")
  func bridgeLocatesLatin1() throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let latin1 = directory.path("latin1.feature")
    try Data("Feature: F\n  Scenario: Caf".utf8 + [0xE9] + Data("\n".utf8))
      .write(to: URL(fileURLWithPath: latin1))

    let cases = try Scenarios.load(from: directory.url, environment: [:])

    #expect(cases.map(\.line) == [2])
    #expect(
      cases.first?.content
        == .loadError(
          "\(latin1):2:16: cannot be read as UTF-8 text: the character here is written in another encoding (such as Latin-1 or Windows-1252). Save the file as UTF-8 (in your editor's save or encoding menu)"
        ))
  }

  @Test("a UTF-16 file is reported as UTF-16, to be saved as UTF-8")
  func utf16FileIsNamedAsSuch() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let utf16 = directory.path("utf16.feature")
    let littleEndian = "Feature: F\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    try Data([0xFF, 0xFE] + littleEndian).write(to: URL(fileURLWithPath: utf16))

    let (code, output, _) = try await run(in: directory, [utf16])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(utf16): cannot be read as UTF-8 text: it is saved as UTF-16. Save it as UTF-8 (in your editor's save or encoding menu).\n"
      ), "\(output)")
  }

  // MARK: - Files that are not feature files

  @Test(
    "a .feature link to a file that is not Gherkin is refused without quoting any of its lines, in any format"
  )
  func notGherkinIsNotQuoted() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let secret = directory.url.deletingLastPathComponent().appendingPathComponent("secret.txt")
    try "API_KEY=sup3rs3cret\nPASSWORD=hunter2\n".write(
      to: secret, atomically: true, encoding: .utf8)
    let link = directory.path("n.feature")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret.path)
    let junit = directory.url.deletingLastPathComponent().appendingPathComponent("junit.xml")
    let messages = directory.url.deletingLastPathComponent().appendingPathComponent("run.ndjson")

    let (code, output, _) = try await run(
      in: directory,
      [
        link, "--format", "pretty", "--format", "junit:\(junit.path)", "--format",
        "message:\(messages.path)",
      ])

    let reports =
      try String(contentsOf: junit, encoding: .utf8)
      + String(contentsOf: messages, encoding: .utf8)
    #expect(code == 2)
    #expect(
      output.contains(
        "\(link): does not look like a feature file: no line of it is a heading such as Feature:, Scenario: or Background: (in any language known), so it is not read and its text is not shown. A feature file starts with a line such as Feature: What it is about.\n"
      ), "\(output)")
    for secretText in ["sup3rs3cret", "hunter2", "API_KEY"] {
      #expect(!output.contains(secretText), "\(output)")
      #expect(!reports.contains(secretText), "\(reports)")
    }
  }

  @Test("a file with a heading but mistakes is still explained line by line, not refused")
  func gherkinWithMistakesIsExplained() async throws {
    let (code, output, path) = try await run(
      file: "typo.feature", "Feature: Typos\n  Scenario: One\n    Given a\n  Oops\n")

    #expect(code == 2)
    #expect(output.contains("\(path):4:3: "), "\(output)")
    #expect(!output.contains("does not look like a feature file"), "\(output)")
  }

  // MARK: - Symbolic links in a folder being run

  @Test("a link in a folder that leads out of it is reported by its path and not read, exit 2")
  func linkOutOfFolderIsNotFollowed() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let outside = directory.url.deletingLastPathComponent().appendingPathComponent("other")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let target = outside.appendingPathComponent("elsewhere.feature")
    try "Feature: Elsewhere\n  Scenario: Outside\n    Given the store fails\n".write(
      to: target, atomically: true, encoding: .utf8)
    let link = directory.path("linked.feature")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)

    let (code, output, _) = try await run(in: directory, [directory.url.path])

    let resolved = try #require(FeatureLoader.resolved(target.path))
    #expect(code == 2)
    #expect(
      output.contains(
        "\(link): is a symbolic link to \(resolved), outside \(directory.url.path), so it is not read: a link in a folder being run is followed only to what is inside that folder (so that a link cannot make a run read and show some other file). To run what it leads to, give that path itself.\n"
      ), "\(output)")
    #expect(!output.contains("Outside"), "\(output)")
  }

  @Test("a link in a folder to a feature inside it is followed")
  func linkInsideFolderIsFollowed() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path("more"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path("more/again.feature"),
      withDestinationPath: directory.path("cache.feature"))

    let (_, output, _) = try await run(in: directory, [directory.url.path, "--name", "^Fresh"])

    #expect(output.contains("2 scenarios (2 passed)"), "\(output)")
  }

  // MARK: - Misspelt paths

  @Test("a misspelt file name is answered with the closest feature files of its folder")
  func misspeltFileGetsSuggestions() async throws {
    let directory = try FeatureDirectory([
      "feed_offline.feature": cacheFeature, "feed_online.feature": cacheFeature,
      "cache.feature": cacheFeature,
    ])
    defer { directory.remove() }
    let missing = directory.path("feed_ofline.feature")

    let (code, output, _) = try await run(in: directory, [missing])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(missing): no such file or directory. Did you mean \(directory.path("feed_offline.feature")) or \(directory.path("feed_online.feature"))?\n"
      ), "\(output)")
  }

  @Test("a folder written in the wrong case is answered with the path that exists")
  func wrongCaseFolderGetsSuggestion() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let root = directory.url.deletingLastPathComponent().path
    let missing = root + "/features/cache.feature"

    let (code, output, _) = try await run(in: directory, [missing])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(missing): no such file or directory. Did you mean \(directory.path("cache.feature"))?\n"),
      "\(output)")
  }

  @Test("a missing path unlike every name in its folder gets no suggestion")
  func unlikePathGetsNoSuggestion() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path("ab"), withIntermediateDirectories: false)
    let missing = directory.path("x")

    let (code, output, _) = try await run(in: directory, [missing])

    #expect(code == 2)
    #expect(output.contains("\(missing): no such file or directory.\n"), "\(output)")
  }

  @Test("FILE:abc says that after the colon come line numbers")
  func colonWithoutLineNumber() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let file = directory.path("cache.feature")

    let (code, output, _) = try await run(in: directory, [file + ":abc"])

    #expect(code == 2)
    #expect(
      output.contains(
        "\(file):abc: no such file or directory: \(file) is a file, and after a colon come the lines to run, such as \(file):12 (or several, \(file):12:30); 'abc' is not a line number.\n"
      ), "\(output)")
  }

  // MARK: - Paths without scenarios

  @Test(
    "a path with no scenario fails the run, saying why",
    arguments: [
      ("", "has no scenarios: the file is empty"),
      (
        "# only a comment\n\n",
        "has no scenarios: it holds only comments and blank lines, no Feature"
      ),
      (
        "Feature: Someday\n  Just a description.\n",
        "has no scenarios: its Feature has no Scenario to run"
      ),
    ])
  func pathWithoutScenariosFails(text: String, why: String) async throws {
    let (code, output, path) = try await run(file: "empty.feature", text)

    #expect(code == 1)
    #expect(
      output.contains(
        "\(path): \(why). A run of it would pass having checked nothing: write a Scenario, or leave the path out.\n"
      ), "\(output)")
    #expect(output.contains("0 scenarios, 1 path without scenarios"), "\(output)")
  }

  @Test("a folder whose feature files hold no scenario fails the run")
  func folderWithoutScenariosFails() async throws {
    let directory = try FeatureDirectory(["a.feature": "", "b.feature": "# nothing yet\n"])
    defer { directory.remove() }

    let (code, output, _) = try await run(in: directory, [directory.url.path])

    #expect(code == 1)
    #expect(
      output.contains(
        "\(directory.url.path): holds feature files but no scenarios: none of its 2 feature files has a Scenario to run."
      ), "\(output)")
  }

  @Test("--allow-empty lets a path without scenarios pass")
  func allowEmptyPassesPathWithoutScenarios() async throws {
    let (code, output, _) = try await run(file: "empty.feature", "", ["--allow-empty"])

    #expect(code == 0, "\(output)")
    #expect(!output.contains("has no scenarios"), "\(output)")
  }

  @Test(
    "under swift test, a file without scenarios is a failing case of its own, unless GHERKIN_ALLOW_EMPTY"
  )
  func bridgeReportsFileWithoutScenarios() throws {
    let directory = try FeatureDirectory(["empty.feature": "# nothing yet\n"])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: [:])
    let allowed = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_ALLOW_EMPTY": "1"])

    #expect(cases.map(\.testDescription) == ["Features (no scenarios)"])
    #expect(allowed.isEmpty)
  }

  @Test(
    "under swift test, a named pipe among the features is a failing case naming it, not a hang",
    .timeLimit(.minutes(10)))
  func bridgeRefusesNamedPipe() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let pipe = directory.path("pipe.feature")
    #expect(mkfifo(pipe, 0o644) == 0)

    let cases = try Scenarios.load(from: directory.url, environment: [:])

    let refused = cases.first { $0.testDescription == "\(pipe) (cannot load)" }
    #expect(
      refused?.content
        == .loadError(
          "\(pipe): is a named pipe (FIFO), not an ordinary file, so it is not read: feature files are ordinary text files"
        ))
    #expect(cases.contains { $0.testDescription.hasPrefix("cache.feature:4 ") })
  }

  // MARK: - Helpers

  /// Runs `feed-specs PATH arguments...` on a fresh `name` holding `text`; gives the file's path.
  private func run(file name: String, _ text: String, _ arguments: [String] = []) async throws
    -> (code: Int32, output: String, path: String)
  {
    let directory = try FeatureDirectory([name: text])
    defer { directory.remove() }
    let path = directory.path(name)
    let (code, output, _) = try await run(in: directory, [path] + arguments)
    return (code, output, path)
  }

  private func run(in directory: FeatureDirectory, _ arguments: [String]) async throws -> (
    Int32, String, String
  ) {
    await runFeedSpecs(arguments, defaultPath: directory.url.path, registry: makeCacheRegistry())
  }
}
