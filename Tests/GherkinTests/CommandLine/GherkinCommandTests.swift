import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine

@Suite("feed-specs command line")
struct GherkinCommandTests {
  @Test("exits 0 when every selected scenario passes")
  func exitPassed() async throws {
    let (code, _, _) = try await runCommand(["--name", "^Fresh"])

    #expect(code == 0)
  }

  @Test("exits 1 when a scenario fails")
  func exitFailed() async throws {
    let (code, _, _) = try await runCommand([])

    #expect(code == 1)
  }

  @Test("exits 2 on an unknown option and says how to get help")
  func exitUsage() async throws {
    let (code, _, errors) = try await runCommand(["--colour"])

    #expect(code == 2)
    #expect(errors.contains("unknown option --colour"))
    #expect(errors.contains("--help"))
  }

  @Test("--order random says on standard error how to repeat the order; a given seed does too")
  func randomOrderPrintsSeed() async throws {
    let (_, output, errors) = try await runCommand(["--order", "random:31", "--format", "summary"])
    let (_, _, definedErrors) = try await runCommand(["--format", "summary"])

    #expect(errors.contains("repeat it with --order random:31"))
    #expect(!output.contains("random:31"))
    #expect(!definedErrors.contains("--order"))
  }

  @Test("a bad --retry count exits 2 and names the value")
  func badRetry() async throws {
    let (code, _, errors) = try await runCommand(["--retry", "often"])

    #expect(code == 2)
    #expect(errors.contains("--retry needs a count from 0 to 10, not often"))
  }

  @Test("--retry has a ceiling of 10: 100000 exits 2 and says so, 10 is taken")
  func retryCeiling() async throws {
    let (code, _, errors) = try await runCommand(["--retry", "100000"])
    let (tenCode, _, tenErrors) = try await runCommand(["--retry", "10"])

    #expect(code == 2)
    #expect(errors.contains("--retry needs a count from 0 to 10, not 100000"))
    #expect(tenCode != 2, "\(tenErrors)")
  }

  @Test("a --parallel that is not a whole number of 1 or more exits 2 and names the value")
  func badParallel() async throws {
    let (code, _, errors) = try await runCommand(["--parallel", "0"])

    #expect(code == 2)
    #expect(errors.contains("--parallel needs a whole number of scenarios of 1 or more, not 0"))
  }

  @Test("exits 2 on a bad tag expression")
  func badTags() async throws {
    let (code, _, errors) = try await runCommand(["--tags", "@a and"])

    #expect(code == 2)
    #expect(errors.contains("--tags '@a and': 'and' needs a tag after it"))
  }

  @Test(
    "a file that does not parse is explained after the summary and counted in it, the others still run, exit 2"
  )
  func parseErrorStillRuns() async throws {
    let (code, output, errors) = try await runCommand(
      ["--name", "^Fresh"], files: ["bad.feature": badFeature])

    #expect(code == 2)
    #expect(errors.isEmpty)
    #expect(output.contains("1 scenario (1 passed), 1 file not run in full: "))
    #expect(
      output.contains(
        "bad.feature:4:3: The text 'Oops' cannot stand here. At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file. Because of this line, 'Scenario: x' (line 2) does not run.\n"
      ))
  }

  @Test("without a terminal report on standard output, the problems go to standard error")
  func problemsToStandardError() async throws {
    let (code, _, errors) = try await runCommand(
      ["--name", "^Fresh", "--format", "message"], files: ["bad.feature": badFeature])

    #expect(code == 2)
    #expect(errors.contains("bad.feature:4:3: The text 'Oops' cannot stand here."))
  }

  @Test("an unclosed doc string is reported as file:line:column at its opening line, exit 2")
  func endOfFileParseErrorHasColumn() async throws {
    let unclosed =
      "Feature: Unclosed\n\n  Scenario: Doc\n    Given text\n      \"\"\"\n      open\n"
    let (code, output, _) = try await runCommand(
      ["--name", "^Fresh"], files: ["unclosed.feature": unclosed])

    #expect(code == 2)
    #expect(
      output.contains(
        "unclosed.feature:5:7: This doc string is never closed: add a line with \"\"\" where its text ends. As written, the rest of the file is read as its text. Because of this line, 'Scenario: Doc' (line 3) does not run.\n"
      ))
  }

  @Test("a symbolic link loop under a folder is reported by its path as a loop, exit 2")
  func symlinkLoopIsReported() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let loop = directory.path("loop")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)

    let (code, output, _) = try await runCommand(in: directory, [directory.url.path])

    #expect(code == 2)
    #expect(output.contains("\(loop): symbolic link loop.\n"))
  }

  @Test("a symbolic link loop given by name is reported as a loop, not as missing, exit 2")
  func namedSymlinkLoopIsReported() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let loop = directory.path("loop.feature")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)

    let (code, output, _) = try await runCommand(in: directory, [loop])

    #expect(code == 2)
    #expect(output.contains("\(loop): symbolic link loop.\n"))
    #expect(!output.contains("no such file"))
  }

  @Test(
    "a folder that cannot be read is reported by its path, its features not silently skipped, exit 2",
    .enabled(
      if: getuid() != 0,
      "skipped as root: permission bits do not stop root; FeedSpecsTests' UnreadableFeaturesTests run the feed-specs binary as nobody instead"
    ))
  func unreadableFolderIsReported() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    try FileManager.default.createDirectory(
      atPath: directory.path("locked"), withIntermediateDirectories: false)
    try cacheFeature.write(
      toFile: directory.path("locked/failing.feature"), atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path("locked"))
      directory.remove()
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: directory.path("locked"))

    let (code, output, _) = try await runCommand(in: directory, [directory.url.path])

    #expect(code == 2)
    #expect(output.contains("\(directory.path("locked")): permission denied.\n"))
  }

  @Test(
    "a feature file that may not be read is reported as permission denied, exit 2",
    .enabled(
      if: getuid() != 0,
      "skipped as root: permission bits do not stop root; FeedSpecsTests' UnreadableFeaturesTests run the feed-specs binary as nobody instead"
    ))
  func unreadableFileIsReported() async throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "locked.feature": cacheFeature,
    ])
    defer { directory.remove() }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: directory.path("locked.feature"))

    let (code, output, _) = try await runCommand(in: directory, [directory.url.path])

    #expect(code == 2)
    #expect(output.contains("\(directory.path("locked.feature")): permission denied.\n"))
  }

  @Test("a path that does not exist is reported and exits 2")
  func missingPath() async throws {
    let (code, output, _) = try await runCommand(["/nonexistent/none.feature"])

    #expect(code == 2)
    #expect(
      output.contains("/nonexistent/none.feature: no such file or directory.\n"))
  }

  @Test(
    "a language that is not built in is one located error suggesting the closest code and naming --languages, exit 2"
  )
  func unknownLanguage() async throws {
    let (code, output, _) = try await runCommand(
      ["--name", "^Fresco"], files: ["fresco.feature": "# language: nl-BE\n" + dutchFeature])

    #expect(code == 2)
    #expect(
      output.contains(
        "fresco.feature:1:1: There is no language 'nl-BE'. Did you mean 'nl' (Dutch)? The 80 languages built in are af, am, amh, an, ar, ast, az,"
      ))
    #expect(
      output.hasSuffix(
        ", zh-CN, zh-TW. To add one, give a languages file in Cucumber's gherkin-languages.json format with --languages FILE (GHERKIN_LANGUAGES=FILE under swift test).\n"
      ))
  }

  @Test("a Dutch and a Greek feature run with the built-in languages, no --languages needed")
  func dutchAndGreekFeaturesRun() async throws {
    let (code, output, errors) = try await runCommand(
      ["--name", "^(Vers|Φρέσκια)$", "--format", "summary"],
      files: ["vers.feature": "# language: nl\n" + dutchFeature, "fresko.feature": greekFeature])

    #expect(errors.isEmpty)
    #expect(output.contains("2 scenarios (2 passed)"))
    #expect(code == 0)
  }

  @Test("a --languages file that cannot be read is a usage error, exit 2")
  func unreadableLanguagesFile() async throws {
    let (code, _, errors) = try await runCommand(["--languages", "/nonexistent/languages.json"])

    #expect(code == 2)
    #expect(errors.contains("--languages /nonexistent/languages.json: there is no such file"))
  }

  @Test("PATH:LINE of an outline row runs only that row")
  func lineOfRow() async throws {
    let (_, output, _) = try await runCommand(at: ":20", ["--format", "summary"])

    #expect(output.contains("1 scenario (1 failed)"))
    #expect(output.contains("1) Cache of 8 days # "))
    #expect(output.contains("cache.feature:20\n"))
  }

  @Test("PATH:LINE of an outline runs all its rows")
  func lineOfOutline() async throws {
    let (_, output, _) = try await runCommand(at: ":13", ["--format", "summary"])

    #expect(output.contains("2 scenarios (2 failed)"))
  }

  @Test("PATH:LINE of a scenario runs that scenario")
  func lineOfScenario() async throws {
    let (code, output, _) = try await runCommand(at: ":4", ["--format", "summary"])

    #expect(code == 0)
    #expect(output.contains("1 scenario (1 passed)"))
  }

  @Test("--tags selects scenarios by tag expression")
  func tags() async throws {
    let (_, output, _) = try await runCommand(["--tags", "@broken", "--format", "summary"])

    #expect(output.contains("1 scenario (1 failed)"))
    #expect(output.contains("1) Broken store # "))
    #expect(output.contains("cache.feature:9\n"))
  }

  @Test("--dry-run runs nothing and passes when every step is defined")
  func dryRun() async throws {
    let (code, output, _) = try await runCommand(["--dry-run", "--format", "summary"])

    #expect(code == 0)
    #expect(output.contains("8 steps (8 skipped)"))
  }

  @Test("--fail-fast stops after the first failing scenario")
  func failFast() async throws {
    let (_, output, _) = try await runCommand(["--fail-fast", "--format", "summary"])

    #expect(output.contains("2 scenarios (1 passed, 1 failed)"))
  }

  @Test("--no-strict lets undefined steps pass")
  func noStrict() async throws {
    let (code, _, _) = try await runCommand(
      ["--no-strict", "--name", "^Fresh"], registry: StepRegistry { CacheWorld() })

    #expect(code == 0)
  }

  @Test("undefined steps fail the run by default")
  func strictUndefined() async throws {
    let (code, output, _) = try await runCommand(
      ["--name", "^Fresh"], registry: StepRegistry { CacheWorld() })

    #expect(code == 1)
    #expect(output.contains("registry.given(\"the cache was saved {int} days ago\", Int.self)"))
  }

  @Test("--format NAME:FILE writes the report to the file and nothing to standard output")
  func formatToFile() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("reports/junit.xml").path

    let (_, output, _) = try await runCommand(
      in: directory, [directory.url.path, "--format", "junit:\(file)"])

    let xml = try String(contentsOfFile: file, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(output.isEmpty)
  }

  @Test("a report path that is a symbolic link is written through, the link kept")
  func reportThroughSymbolicLink() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let target = directory.url.appendingPathComponent("target.xml").path
    let link = directory.url.appendingPathComponent("link.xml").path
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    _ = try await runCommand(in: directory, [directory.url.path, "--format", "junit:\(link)"])

    let kept = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(kept == target)
    let xml = try String(contentsOfFile: target, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
  }

  @Test("a report file that cannot be created is an error before anything runs")
  func uncreatableReportFile() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let notADirectory = directory.path("cache.feature")

    let (code, output, errors) = try await runCommand(
      in: directory, [notADirectory, "--format", "junit:\(notADirectory)/junit.xml"])

    #expect(code == 2)
    #expect(errors.contains("cannot create report file \(notADirectory)/junit.xml"))
    #expect(output.isEmpty)
  }

  @Test("two formats without a file are a usage error")
  func twoFormatsToStandardOutput() async throws {
    let (code, _, errors) = try await runCommand(["--format", "pretty", "--format", "progress"])

    #expect(code == 2)
    #expect(errors.contains("only one --format may write to standard output"))
  }

  @Test("--list-steps prints each definition with its source location")
  func listSteps() async throws {
    let (code, output, _) = try await runCommand(["--list-steps"])

    #expect(code == 0)
    #expect(output.contains("Given the store fails"))
    #expect(output.contains("# GherkinTests/CacheWorld.swift:"))
  }

  @Test("a faulty step definition is reported with its location and exits 2")
  func faultyDefinition() async throws {
    var registry = makeCacheRegistry()
    registry.given("a {nonexistent} type") { _ in }

    let (code, _, errors) = try await runCommand(["--name", "^Fresh"], registry: registry)

    #expect(code == 2)
    #expect(errors.contains("step definition error: GherkinTests/GherkinCommandTests.swift:"))
  }

  @Test("--help documents every option")
  func help() async throws {
    let (code, output, _) = try await runCommand(["--help"])

    #expect(code == 0)
    for option in [
      "--tags", "--name", "--format", "--dry-run", "--no-strict", "--fail-fast", "--list-steps",
      "PATH:LINE", "junit", "html", "message", "NO_COLOR", "--allow-empty", "--strict-unused",
      "GHERKIN_ALLOW_EMPTY",
    ] {
      #expect(output.contains(option), "help lacks \(option)")
    }
  }

  @Test("pretty output is coloured on a terminal")
  func colorOnTerminal() async throws {
    let (_, output, _) = try await runCommand(["--name", "^Fresh"], isTerminal: true)

    #expect(output.contains("\u{1B}[32m"))
  }

  @Test("NO_COLOR turns colours off even on a terminal")
  func noColorEnvironment() async throws {
    let (_, output, _) = try await runCommand(
      ["--name", "^Fresh"], isTerminal: true, environment: ["NO_COLOR": "1"])

    #expect(!output.contains("\u{1B}["))
  }

  // MARK: - Helpers

  private func runCommand(
    at lineSuffix: String, _ arguments: [String]
  ) async throws -> (Int32, String, String) {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    return try await runCommand(
      in: directory, [directory.path("cache.feature") + lineSuffix] + arguments)
  }

  fileprivate func runCommand(
    _ arguments: [String], files: [String: String] = [:],
    registry: StepRegistry<CacheWorld> = makeCacheRegistry(), isTerminal: Bool = false,
    environment: [String: String] = [:]
  ) async throws -> (Int32, String, String) {
    let directory = try FeatureDirectory(
      files.merging(["cache.feature": cacheFeature]) { a, _ in a })
    defer { directory.remove() }
    return try await runCommand(
      in: directory, arguments, registry: registry, isTerminal: isTerminal,
      environment: environment)
  }

  private func runCommand(
    in directory: FeatureDirectory, _ arguments: [String],
    registry: StepRegistry<CacheWorld> = makeCacheRegistry(), isTerminal: Bool = false,
    environment: [String: String] = [:]
  ) async throws -> (Int32, String, String) {
    await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: registry, isTerminal: isTerminal,
      environment: environment)
  }
}

@Suite("feed-specs --languages with a languages file")
struct LanguagesFileTests {
  @Test("--languages adds the dialects of a Cucumber-format languages file, so its feature runs")
  func languagesFile() async throws {
    let languages = try FeatureDirectory(["xx.json": madeUpLanguage])
    defer { languages.remove() }

    let (code, output, errors) = try await GherkinCommandTests().runCommand(
      ["--languages", languages.path("xx.json"), "--name", "^Fresco", "--format", "summary"],
      files: ["fresco.feature": madeUpFeature])

    #expect(errors.isEmpty)
    #expect(output.contains("1 scenario (1 passed)"))
    #expect(code == 0)
  }
}

/// A Dutch feature without its `# language:` line.
private let dutchFeature = """
  Functionaliteit: Cache

    Scenario: Vers
      Stel the cache was saved 1 days ago
      Dan the app displays 2 images
  """

/// A Greek feature.
private let greekFeature = """
  # language: el
  Δυνατότητα: Cache

    Σενάριο: Φρέσκια
      Δεδομένου the cache was saved 1 days ago
      Τότε the app displays 2 images
  """

/// A language no Gherkin knows, in the format of Cucumber's gherkin-languages.json.
private let madeUpLanguage = """
  {"xx": {"name": "Test", "native": "Test", "feature": ["Fonk"], "rule": ["Rul"],
  "background": ["Bak"], "scenario": ["Sen"], "scenarioOutline": ["Plan"], "examples": ["Egz"],
  "given": ["* ", "Gi "], "when": ["* ", "Le "], "then": ["* ", "Lè "], "and": ["* ", "Ak "],
  "but": ["* ", "Men "]}}
  """

/// A feature in that language.
private let madeUpFeature = """
  # language: xx
  Fonk: Cache

    Sen: Fresco
      Gi the cache was saved 1 days ago
      Lè the app displays 2 images
  """
