// swift-tools-version: 6.2
import PackageDescription

/// Every Swift target builds with warnings as errors, declared here so that `swift build`,
/// `swift test` and `swift run` share one set of flags and never rebuild each other.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "EssentialFeed",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "EssentialFeed", targets: ["EssentialFeed"]),
    .library(name: "EssentialFeedSQLite", targets: ["EssentialFeedSQLite"]),
    .library(name: "EssentialFeedCurl", targets: ["EssentialFeedCurl"]),
    .library(name: "EssentialFeedURLSession", targets: ["EssentialFeedURLSession"]),
    .library(name: "EssentialApp", targets: ["EssentialApp"]),
    // The harness: a small core a team always takes (Gherkin), and wings it adds when it wants
    // them, each handed to its GherkinCommand (`command.wings`) or, for the bridge, imported by
    // its test target. CucumberMessages is for a report plugin that reads the messages.
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "GherkinReports", targets: ["GherkinReports"]),
    .library(name: "GherkinLanguageServer", targets: ["GherkinLanguageServer"]),
    .library(name: "GherkinTesting", targets: ["GherkinTesting"]),
    .plugin(name: "GherkinScenarioTests", targets: ["GherkinScenarioTests"]),
    .library(name: "CucumberMessages", targets: ["CucumberMessages"]),
    .executable(name: "essential-feed", targets: ["essential-feed"]),
    .executable(name: "feed-specs", targets: ["feed-specs"]),
    .executable(name: "feed-bench", targets: ["feed-bench"]),
  ],
  targets: [
    // Shared by both commands: text from outside made safe to print, and the one rule for the
    // files they are given (only an ordinary file is read; files compared by device and inode).
    .target(name: "PrintableText", swiftSettings: strict),

    // Product core. Its HTTP boundary is its own value (HTTPResponse): it links no
    // FoundationNetworking, which loads libcurl and some thirty libraries when a process starts.
    .target(name: "EssentialFeed", swiftSettings: strict),
    // The HTTP client on URLSession (FoundationNetworking on Linux), kept out of the core so that
    // only a program that composes it pays for FoundationNetworking.
    .target(
      name: "EssentialFeedURLSession", dependencies: ["EssentialFeed"], swiftSettings: strict),
    // Opening a system library at run time, for CCurl and CSQLite, and the sentence that says
    // why one cannot be loaded (RuntimeLibrary, for CurlLibrary and SQLiteLibrary).
    .target(name: "CRuntimeLibrary"),
    .target(name: "RuntimeLibrary", swiftSettings: strict),
    // SQLite's functions, looked up at run time: no SQLite development files are needed.
    .target(name: "CSQLite", dependencies: ["CRuntimeLibrary"]),
    .target(
      name: "EssentialFeedSQLite", dependencies: ["EssentialFeed", "CSQLite", "RuntimeLibrary"],
      swiftSettings: strict
    ),
    // libcurl's functions, looked up at run time: no libcurl development files are needed.
    .target(name: "CCurl", dependencies: ["CRuntimeLibrary"]),
    // The HTTP client the command line uses on Linux, where URLSession spins while it waits.
    .target(
      name: "EssentialFeedCurl", dependencies: ["EssentialFeed", "CCurl", "RuntimeLibrary"],
      swiftSettings: strict),
    // Child process of the SQLite crash test: saves feeds in a loop until it is killed.
    .executableTarget(
      name: "feed-store-crash-writer",
      dependencies: ["EssentialFeed", "EssentialFeedSQLite"],
      swiftSettings: strict
    ),
    .target(name: "EssentialApp", dependencies: ["EssentialFeed"], swiftSettings: strict),
    .executableTarget(
      name: "essential-feed",
      dependencies: [
        "EssentialApp", "EssentialFeed", "EssentialFeedCurl", "EssentialFeedSQLite",
        "EssentialFeedURLSession", "PrintableText",
      ],
      swiftSettings: strict
    ),

    // Acceptance harness
    // Cucumber's own packages, split where nothing ties them to the rest: the parser (dialects,
    // lexing, parsing, documents, pickles) and the expressions (Cucumber Expressions, tag
    // expressions, regular expressions, snippets). GherkinCommandLine re-exports the parser;
    // Gherkin only the step arguments a step takes (PickleTable, PickleDocString).
    // Its languages are a table embedded in the code: a static binary needs no file beside it.
    .target(
      name: "GherkinParser", resources: [.embedInCode("Dialects/dialects.tsv")],
      swiftSettings: strict),
    .target(name: "CucumberExpressions", swiftSettings: strict),
    // Reading feature files and choosing scenarios (paths, lines, tags, names, shards).
    .target(
      name: "GherkinLoading",
      dependencies: ["GherkinParser", "CucumberExpressions", "PrintableText"],
      swiftSettings: strict),
    // Cucumber's message protocol alone: the message types, the envelope and its JSON.
    .target(
      name: "CucumberMessages",
      dependencies: ["GherkinParser", "CucumberExpressions", "PrintableText"],
      swiftSettings: strict),
    // The run record that answers questions about a run (fed envelopes), the message files that
    // `report` joins, the facts of a run and the Diagnostic every check returns.
    .target(
      name: "RunRecord", dependencies: ["CucumberMessages", "GherkinLoading", "PrintableText"],
      swiftSettings: strict),
    // The one formatter contract and the console formats made from a run's messages: pretty,
    // progress, summary, progress-lines, rerun, usage, proposals. JUnit, JSON and HTML are the
    // reports wing's (GherkinReports).
    .target(
      name: "GherkinFormatters", dependencies: ["RunRecord", "PrintableText"],
      swiftSettings: strict),
    // The runner: the step registry, hooks, the world per test case, the run that publishes
    // Cucumber's messages, and snippets; it words an undefined step with the language service.
    // No formatter.
    .target(
      name: "GherkinRunner",
      dependencies: ["GherkinDiagnostics", "RunRecord", "PrintableText", "CTestingInterop"],
      swiftSettings: strict),
    // Swift Testing's fallback event handler, looked up at run time: the command line sees the
    // issues a step records (`#expect`) in a process that links Swift Testing, without linking it.
    .target(name: "CTestingInterop"),
    // The language service: every plain-words check, from small values (a file's text, the
    // sentences that exist, what a selection was given): a feature file's problems (parse errors
    // explained, suspicious lines, a file in another language than it says), an undefined step
    // explained, a selection or tag expression that selects nothing, a languages file that
    // cannot be used. Shared by the runner, the command line and the editor; it sees neither
    // the runner's registry nor the command line's options nor the formatters.
    .target(
      name: "GherkinDiagnostics", dependencies: ["RunRecord", "PrintableText"],
      swiftSettings: strict),
    // Wing: the language server for .feature files, served as `language-server` by a
    // GherkinCommand given its wing (`GherkinWing.languageServer`): the parser, the runner's
    // registry and the language service; it uses no formatter (the command line it depends on
    // links the console ones, never the reports wing's). Live verdicts run the command
    // line's own binary in a child process. It depends on the command line, never the reverse.
    .target(
      name: "GherkinLanguageServer",
      dependencies: ["GherkinCommandLine", "GherkinParser", "GherkinRunner", "GherkinDiagnostics"],
      swiftSettings: strict),
    // prctl(2) for Swift, which imports no variadic C function: a live run ends with its server.
    .target(name: "CProcessControl"),
    // The command line (GherkinCommand, options, the console formats, the wing seam): what this
    // package's own targets import, with the wings they use. It re-exports the runner, the
    // language service and the formatters. It names the wings' libraries (to refuse, saying
    // which library to add, a format or subcommand of a wing it was not given) but imports none:
    // the wings import it and hand it their formats and subcommands (GherkinWing).
    .target(
      name: "GherkinCommandLine",
      dependencies: [
        "GherkinDiagnostics", "GherkinFormatters", "GherkinRunner", "PrintableText",
        "CProcessControl",
      ],
      swiftSettings: strict),
    // Wing: the reports a team adds when it wants them (`GherkinWing.reports()`): JUnit XML,
    // Cucumber JSON, the HTML page and its sections, and `report`, which joins message files.
    .target(
      name: "GherkinReports", dependencies: ["GherkinCommandLine", "PrintableText"],
      swiftSettings: strict),
    // The core a team always imports (`import Gherkin`, the library of that name): the
    // declarations a step author and a suite's main write against (the registry, hooks, what a
    // step calls, a step's arguments, GherkinCommand and its wings, report plugins and what they
    // read), each re-exported by name, so completion is not flooded with the parser's and the
    // message protocol's declarations. It links neither wing: no JUnit, JSON, HTML, `report` nor
    // language server. Cucumber's messages are a library of their own (CucumberMessages) for a
    // plugin that reads them. The catalog Gherkin.docc documents this face.
    .target(
      name: "Gherkin",
      dependencies: [
        "GherkinCommandLine", "GherkinRunner", "GherkinFormatters", "RunRecord", "GherkinParser",
        "CucumberExpressions",
      ],
      swiftSettings: strict),
    // The `swift test` bridge: each scenario or Examples row a Swift Testing case, loaded by the
    // command line's plan and run by the same runner.
    .target(
      name: "GherkinTesting", dependencies: ["GherkinCommandLine", "PrintableText"],
      swiftSettings: strict),
    // A Swift Testing test per scenario and Examples row of a test target's Features/ (a folder
    // or a link), written at build time by the generator, one Swift file per feature file; the
    // tests run through GherkinTesting, which fails a test naming any feature file or scenario
    // on disk that the build has no test for.
    .executableTarget(
      name: "gherkin-scenario-tests", dependencies: ["GherkinLoading"], swiftSettings: strict),
    .plugin(
      name: "GherkinScenarioTests", capability: .buildTool(),
      dependencies: ["gherkin-scenario-tests"]),
    // This package's own suite uses every wing.
    .target(
      name: "FeedSpecs",
      dependencies: [
        "GherkinCommandLine", "GherkinReports", "EssentialApp", "EssentialFeed",
        "EssentialFeedSQLite",
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "feed-specs",
      dependencies: [
        "FeedSpecs", "Gherkin", "GherkinReports", "GherkinLanguageServer", "PrintableText",
      ],
      swiftSettings: strict),

    // Benchmarks
    // glibc's count of the heap in use, which Swift's Glibc module does not export.
    .target(name: "CHeapUsage"),
    .executableTarget(
      name: "feed-bench",
      dependencies: [
        "EssentialApp", "EssentialFeed", "EssentialFeedSQLite", "GherkinCommandLine",
        "GherkinReports", "GherkinLanguageServer", "FeedSpecs", "CucumberExpressions",
        "CHeapUsage",
      ],
      swiftSettings: strict
    ),

    // Tests
    // What several test targets share: finding the built executables, running one as a user
    // whom file permissions stop, Cucumber's shared data beside the checkout (and the visible skip,
    // or under ESSENTIAL_FEED_REQUIRE_SHARED the failure, without it).
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
    // The HTTP client specs run against URLSessionHTTPClient and CurlHTTPClient alike.
    .testTarget(
      name: "EssentialFeedTests",
      dependencies: ["EssentialFeed", "EssentialFeedCurl", "EssentialFeedURLSession"],
      swiftSettings: strict),
    .testTarget(
      name: "EssentialFeedSQLiteTests",
      dependencies: [
        "EssentialFeedSQLite", "EssentialFeed", "CSQLite", "RuntimeLibrary", "TestSupport",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "EssentialAppTests", dependencies: ["EssentialApp", "EssentialFeed"],
      swiftSettings: strict),
    .testTarget(
      name: "EssentialFeedCLITests",
      dependencies: [
        "essential-feed", "EssentialApp", "EssentialFeed", "EssentialFeedSQLite", "PrintableText",
        "TestSupport",
      ],
      exclude: ["Fixtures", "Support/fixture_server.py", "Support/silent_server.py"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "GherkinParserTests",
      dependencies: ["GherkinParser", "GherkinCommandLine", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "CucumberExpressionsTests", dependencies: ["CucumberExpressions", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "GherkinTests",
      dependencies: [
        "GherkinCommandLine", "GherkinParser", "CucumberExpressions", "GherkinLoading",
        "CucumberMessages",
        "RunRecord", "GherkinFormatters", "GherkinRunner", "GherkinDiagnostics", "GherkinTesting",
        "GherkinReports", "GherkinLanguageServer", "PrintableText", "TestSupport",
        // Run as a team's command line whose steps record Swift Testing issues.
        "gherkin-editor-fixture",
      ],
      exclude: ["Fixtures"],
      swiftSettings: strict),
    // A team's command line on GherkinCommand whose steps pass, fail, hang, crash and record
    // Swift Testing issues: the live verdicts' tests serve it as `language-server`, the command
    // line's tests run it.
    .executableTarget(
      name: "gherkin-editor-fixture",
      dependencies: ["Gherkin", "GherkinReports", "GherkinLanguageServer"],
      path: "Tests/GherkinEditorFixture", swiftSettings: strict),
    .testTarget(
      name: "GherkinLanguageServerTests",
      dependencies: [
        "feed-specs", "gherkin-editor-fixture", "GherkinLanguageServer", "FeedSpecs",
        "GherkinCommandLine",
        "TestSupport",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "FeedSpecsTests",
      dependencies: [
        "feed-specs", "FeedSpecs", "GherkinTesting", "GherkinCommandLine", "GherkinReports",
        "GherkinLanguageServer", "TestSupport",
      ],
      // Features is a link to the package's Features/: inside the target's folder, SwiftPM plans
      // the build again when a feature file is added, removed or renamed. The plugin reads it.
      exclude: ["Features", "Fixtures"],
      swiftSettings: strict,
      plugins: ["GherkinScenarioTests"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
