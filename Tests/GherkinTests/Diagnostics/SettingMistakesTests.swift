import Foundation
import GherkinTesting
import Testing

@testable import CucumberExpressions
@testable import GherkinCommandLine

/// A product owner's mistakes in what they give `feed-specs` (`--tags`, `--languages`) or
/// `swift test` (`GHERKIN_TAGS`, `GHERKIN_LANGUAGES`), each answered in plain words with what to
/// write instead (issue 14). Machine wording (Cucumber's tag-expression errors) is unchanged.
@Suite("Product owners' mistakes in --tags and --languages, explained in plain words")
struct SettingMistakesTests {
  // MARK: Tag expressions

  @Test(
    "a --tags expression that does not parse says what is wrong and how to write it, exit 2",
    arguments: [
      ("@a and", "--tags '@a and': 'and' needs a tag after it, for example --tags '@a and @b'."),
      ("@a or", "--tags '@a or': 'or' needs a tag after it, for example --tags '@a or @b'."),
      ("not", "--tags 'not': 'not' needs a tag after it, for example --tags 'not @a'."),
      (
        "@a and not",
        "--tags '@a and not': 'not' needs a tag after it, for example --tags 'not @a'."
      ),
      ("and @a", "--tags 'and @a': 'and' needs a tag before it, for example --tags '@a and @b'."),
      (
        "(@a",
        "--tags '(@a': '(' is never closed: add ')' where the group ends, for example --tags '(@a or @b) and @c'."
      ),
      (
        "@a)",
        "--tags '@a)': ')' has no '(' before it: remove it, or add '(' where the group starts, for example --tags '(@a or @b) and @c'."
      ),
      (
        "@a @b",
        "--tags '@a @b': nothing joins '@a' and '@b': put 'and' between them (a scenario needs both) or 'or' (either is enough), for example --tags '@a and @b'."
      ),
      (
        "@a not @b",
        "--tags '@a not @b': 'not' cannot follow '@a' directly: write 'and not' or 'or not', for example --tags '@a and not @b'."
      ),
      (
        "()",
        "--tags '()': '()' holds no tag: put tags inside the brackets, for example --tags '(@a or @b) and @c'."
      ),
      (
        #"@a\x"#,
        #"--tags '@a\x': '\x': a backslash may only come before (, ), a space or another backslash, to make it part of a tag's name. Remove the backslash."#
      ),
    ])
  func badTagExpression(expression: String, message: String) async throws {
    let (code, output, errors) = try await runCommand(["--tags", expression])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(errors == "feed-specs: \(message)\nRun feed-specs --help for usage.\n")
  }

  @Test("a bad expression among several --tags is the one named, as the flag it was given with")
  func badTagExpressionAmongSeveral() async throws {
    let (code, _, errors) = try await runCommand(["--tags", "@cache", "-t", "@a or"])

    #expect(code == 2)
    #expect(
      errors.hasPrefix(
        "feed-specs: -t '@a or': 'or' needs a tag after it, for example -t '@a or @b'.\n"))
  }

  @Test("a GHERKIN_TAGS that does not parse is explained in the same words, naming GHERKIN_TAGS")
  func badTagsVariable() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    #expect(
      throws: UsageError(
        "GHERKIN_TAGS='@a and': 'and' needs a tag after it, for example GHERKIN_TAGS='@a and @b'.")
    ) {
      try Scenarios.load(from: directory.url, environment: ["GHERKIN_TAGS": "@a and"])
    }
  }

  @Test("the tag-expression error itself keeps Cucumber's exact wording for machines")
  func machineWordingUnchanged() {
    #expect(throws: TagExpressionError(expression: "@a and", problem: .expectedOperand)) {
      try TagExpression(parsing: "@a and")
    }
    #expect(
      TagExpressionError(expression: "@a and", problem: .expectedOperand).description
        == #"Tag expression "@a and" could not be parsed because of syntax error: Expected operand."#
    )
  }

  // MARK: Languages files

  @Test("a --languages file that does not exist is named with where it was looked for, exit 2")
  func missingLanguagesFile() async throws {
    let absolute = URL(fileURLWithPath: "missing-languages.json").standardizedFileURL.path

    let (code, _, errors) = try await runCommand(["--languages", "missing-languages.json"])

    #expect(code == 2)
    #expect(
      errors
        == "feed-specs: --languages missing-languages.json: there is no such file (looked for \(absolute)). Give the path of a JSON file in the format of Cucumber's gherkin-languages.json.\nRun feed-specs --help for usage.\n"
    )
    #expect(!errors.contains("NSCocoaErrorDomain"))
  }

  @Test(
    "a --languages file that is not a languages file says what is wrong with it and what it must be, exit 2",
    arguments: [
      (
        "",
        "the file is empty. Give the path of a JSON file in the format of Cucumber's gherkin-languages.json."
      ),
      (
        "[\"it\"]",
        "this JSON is not a languages file: it must be an object whose keys are language codes, each holding that language's name and keywords, as in Cucumber's gherkin-languages.json, for example {\"it\": {\"name\": \"Italian\", \"native\": \"italiano\", \"feature\": [\"Funzionalità\"], ...}}."
      ),
      (
        "{\"it\": {\"name\": \"Italian\"}}",
        "the language 'it' has no \"native\", or not in the right form. Every language needs \"name\" and \"native\" (texts) and the keyword lists \"feature\", \"rule\", \"background\", \"scenario\", \"scenarioOutline\", \"examples\", \"given\", \"when\", \"then\", \"and\" and \"but\", as in Cucumber's gherkin-languages.json."
      ),
      (
        nil,
        "this is a folder, not a file. Give the path of the languages file itself, a JSON file in the format of Cucumber's gherkin-languages.json."
      ),
    ] as [(String?, String)])
  func badLanguagesFile(content: String?, reason: String) async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let file = directory.path("languages.json")
    if let content {
      try content.write(toFile: file, atomically: true, encoding: .utf8)
    } else {
      try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    }

    let (code, output, errors) = try await runCommand(
      in: directory, ["--languages", file], environment: [:])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(
      errors == "feed-specs: --languages \(file): \(reason)\nRun feed-specs --help for usage.\n")
  }

  @Test(
    "a --languages file that is not JSON names the line and column where the JSON goes wrong, exit 2"
  )
  func languagesFileNotJSON() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let file = directory.path("languages.json")
    try "{\n  \"it\": {\"name\" \"Italian\"}\n}\n".write(
      toFile: file, atomically: true, encoding: .utf8)

    let (code, _, errors) = try await runCommand(
      in: directory, ["--languages", file], environment: [:])

    #expect(code == 2)
    #expect(
      errors.hasPrefix(
        "feed-specs: --languages \(file): this is not JSON, so it is not a languages file: the JSON reader stops near line 2, column 17 (it says: "
      ), "\(errors)")
    #expect(
      errors.hasSuffix(
        "Check for a missing or extra comma, brace or quote; a languages file is a JSON file in the format of Cucumber's gherkin-languages.json.\nRun feed-specs --help for usage.\n"
      ))
  }

  @Test(
    "a GHERKIN_LANGUAGES file that does not exist is explained in the same words, naming GHERKIN_LANGUAGES"
  )
  func missingLanguagesVariable() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let file = directory.path("missing.json")

    #expect(
      throws: UsageError(
        "GHERKIN_LANGUAGES=\(file): there is no such file (looked for \(file)). Give the path of a JSON file in the format of Cucumber's gherkin-languages.json."
      )
    ) {
      try Scenarios.load(from: directory.url, environment: ["GHERKIN_LANGUAGES": file])
    }
  }

  // MARK: - Helpers

  private func runCommand(_ arguments: [String]) async throws
    -> (code: Int32, output: String, errors: String)
  {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    return try await runCommand(in: directory, arguments, environment: [:])
  }

  private func runCommand(
    in directory: FeatureDirectory, _ arguments: [String], environment: [String: String]
  ) async throws -> (code: Int32, output: String, errors: String) {
    await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry(),
      environment: environment)
  }
}
