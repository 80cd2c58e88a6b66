import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The GherkinScenarioTests plugin in a Swift team's package (Fixtures/ScenarioTestsPackage, built
/// in a temporary copy against this package, kept between runs): each scenario and Examples row of
/// its feature file is a Swift Testing test of its own that `swift test` lists, filters and reports.
///
/// The fixture is built and run only with `ESSENTIAL_FEED_FULL_PLUGIN=1` (a step of its own in
/// `.ci/run`): run with `--xunit-output`, listed, filtered and run with `GHERKIN_TAGS`. Under
/// `swift test` the plugin's generated tests are this package's own (FeedSpecsTests' Features).
@Suite("Generated scenario tests")
struct GeneratedScenarioTestsTests {
  /// Whether this run takes every run of the fixture (`ESSENTIAL_FEED_FULL_PLUGIN=1`).
  static let full = ProcessInfo.processInfo.environment["ESSENTIAL_FEED_FULL_PLUGIN"] == "1"

  /// The fixture's scenario tests, as `swift test list` names them.
  static let scenarios = [
    "`greeting.feature`/`greeting.feature:3 Saying _hello_ _ loudly`()",
    "`greeting.feature`/`greeting.feature:14 Counting the letters of hi`()",
    "`greeting.feature`/`greeting.feature:15 Counting the letters of hey`()",
    "`greeting.feature`/`greeting.feature:17 A broken expectation`()",
  ]
  /// The test reporting the fixture folder's problems.
  static let problems =
    "Features/`Features: files that do not parse, suspicious lines, empty selections`()"

  @Test(
    "swift test list names one test per scenario and Examples row, and the problems test",
    .enabled(if: full, "a run of the fixture package that ESSENTIAL_FEED_FULL_PLUGIN=1 takes"))
  func listNamesEachScenario() async throws {
    let run = try await FixturePackage.swift(["test", "list", "--skip-build"])

    #expect(run.status == 0, "\(run.output)")
    // Matched anywhere in a line: SwiftPM's progress on standard error may share the line.
    let listed = run.output.matches(of: /GreetingTests\.((?:`[^`]+`|\w+)\/`[^`]+`\(\))/).map {
      String($0.1)
    }
    #expect(listed.sorted() == (Self.scenarios + [Self.problems]).sorted(), "\(run.output)")
  }

  @Test(
    "--xunit-output has a testcase per scenario; a broken step fails naming its .feature line",
    .enabled(if: full, "a run of the fixture package that ESSENTIAL_FEED_FULL_PLUGIN=1 takes"))
  func xunitReportHasEachScenario() async throws {
    let report = try await FixturePackage.report([])

    #expect(report.status != 0, "the broken expectation must fail swift test:\n\(report.output)")
    #expect(report.isWellFormed, "a title's quotes must not break the XML")
    #expect(report.cases.map(\.id).sorted() == (Self.scenarios + [Self.problems]).sorted())
    let failures = Dictionary(
      report.cases.compactMap { test in test.failure.map { (test.id, $0) } }, uniquingKeysWith: +)
    #expect(failures.keys.sorted() == [Self.problems, Self.scenarios[3]].sorted())
    #expect(
      failures[Self.scenarios[3]]?.contains("Failed step at greeting.feature:19: the greeting is")
        == true)
    #expect(failures[Self.problems]?.contains("unparsable.feature:5 (parse error)") == true)
    #expect(report.output.contains(#"Test "greeting.feature:3 Saying _hello_ _ loudly" passed"#))
  }

  @Test(
    "a feature file that does not parse gets no tests, and the problems test fails at its line",
    .enabled(if: full, "a run of the fixture package that ESSENTIAL_FEED_FULL_PLUGIN=1 takes"))
  func unparsableFileFailsTheProblemsTest() async throws {
    let report = try await FixturePackage.report(["--filter", "files that do not parse"])

    let failure = report.cases.first?.failure ?? ""
    #expect(failure.contains("unparsable.feature:5 (parse error): The text"), "\(report.output)")
    #expect(report.output.contains("recorded an issue at unparsable.feature:5:1"))
  }

  @Test(
    "--filter selects a scenario by a word of its title, or by 'file.feature:LINE '",
    .enabled(if: full, "a run of the fixture package that ESSENTIAL_FEED_FULL_PLUGIN=1 takes"))
  func filterSelectsByTitleWordOrLine() async throws {
    let byWord = try await FixturePackage.report(["--filter", "loudly"])
    let byLine = try await FixturePackage.report(["--filter", "greeting.feature:14 "])

    #expect(byWord.cases.map(\.id) == [Self.scenarios[0]], "\(byWord.output)")
    #expect(byLine.cases.map(\.id) == [Self.scenarios[1]], "\(byLine.output)")
  }

  @Test(
    "GHERKIN_TAGS still selects: the tests of the scenarios it leaves out are cancelled",
    .enabled(if: full, "a run of the fixture package that ESSENTIAL_FEED_FULL_PLUGIN=1 takes"))
  func gherkinTagsCancelsTheOthers() async throws {
    let report = try await FixturePackage.report(
      ["--filter", "greeting.feature:"], environment: ["GHERKIN_TAGS": "@letters"])

    #expect(report.status == 0, "\(report.output)")
    #expect(report.cases.count == 4)
    for line in [3, 17] {
      #expect(report.output.contains("greeting.feature:\(line) is left out by the GHERKIN_*"))
    }
    for row in ["hi", "hey"] {
      #expect(report.output.contains("Counting the letters of \(row)\" passed"))
    }
  }

  @Test("the generator says how to use it, or why it cannot write, and exits non-zero")
  func generatorMisuseIsAClearError() async throws {
    let generator = try BuiltProducts.executable(named: "gherkin-scenario-tests")
    let folder = FileManager.default.temporaryDirectory
    let features = FixturePackage.source.appendingPathComponent("Tests/GreetingTests/Features")
      .path

    // A path under a regular file cannot be written by anyone, root included.
    let file = folder.appendingPathComponent("generator-misuse-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let bare = try await FeedSpecsProcess.run([], in: folder, executable: generator)
    let unwritable = try await FeedSpecsProcess.run(
      ["feature", features, "greeting.feature", file.appendingPathComponent("g.swift").path],
      in: folder,
      executable: generator)

    #expect(bare.status == 64)
    #expect(
      bare.output.contains("usage: gherkin-scenario-tests feature FOLDER RELATIVE OUTPUT.swift"))
    #expect(unwritable.status == 1)
    #expect(unwritable.output.hasPrefix("gherkin-scenario-tests: "), "\(unwritable.output)")
  }
}

/// A `swift test --xunit-output` run of the fixture package.
private struct XunitRun {
  /// One `<testcase>`: its `suite/function()` identifier and its failure message, if it failed.
  struct Case: CustomStringConvertible {
    var id: String
    var failure: String?
    var description: String { "\(id): \(failure ?? "passed")" }
  }

  var status: Int32?
  var output: String
  var cases: [Case]
  /// Whether the report is well-formed XML, as a CI job's publisher needs.
  var isWellFormed: Bool
}

/// Fixtures/ScenarioTestsPackage copied into this package's build products folder, so that
/// later runs reuse its build and a new build folder starts it afresh (a kept build of the
/// fixture made against an older build of this package can crash: swiftlang/swift#89636), with
/// its dependency path made absolute; built once per process, in the folder `SIDE_PACKAGES_BUILD`
/// names when set (`.ci/run` builds Examples/ShoppingCart there too, so that the harness's
/// modules are compiled once for both), else in `side-packages` beside it.
private enum FixturePackage {
  static let source = PackagePaths.root.appendingPathComponent(
    "Tests/FeedSpecsTests/Fixtures/ScenarioTestsPackage")
  static let folder = productsFolder.appendingPathComponent("scenario-tests-fixture")
  static let scratch =
    ProcessInfo.processInfo.environment["SIDE_PACKAGES_BUILD"].map(URL.init(fileURLWithPath:))
    ?? productsFolder.appendingPathComponent("side-packages")

  /// The build products folder (`.build/<triple>/debug`, where `feed-specs` is), or where that
  /// is not found, a temporary folder named for this checkout.
  private static var productsFolder: URL {
    if let feedSpecs = try? BuiltProducts.executable(named: "feed-specs") {
      return feedSpecs.deletingLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenario-tests" + PackagePaths.root.path.replacingOccurrences(of: "/", with: "-"))
  }
  static let built = Task { try await build() }

  /// Runs `swift test --skip-build arguments...` in the built copy, reading Swift Testing's report,
  /// which SwiftPM writes beside the `--xunit-output` path as `NAME-swift-testing.xml`.
  static func report(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> XunitRun
  {
    let name = "report-\(UUID().uuidString)"
    let run = try await swift(
      ["test", "--skip-build", "--xunit-output", "\(name).xml"] + arguments,
      environment: environment)
    let files = [name + ".xml", name + "-swift-testing.xml"].map(folder.appendingPathComponent)
    defer { for file in files { try? FileManager.default.removeItem(at: file) } }
    let xml = try String(contentsOf: files[1], encoding: .utf8)
    let cases = xml.components(separatedBy: "<testcase ").dropFirst().map { chunk in
      let suite = chunk.firstMatch(of: /classname="GreetingTests\.([^"]*)"/)?.1 ?? ""
      let name = chunk.firstMatch(of: /\sname="([^"]*)"/)?.1 ?? ""
      let failure = chunk.firstMatch(of: /<failure message="([^"]*)"/)?.1
      return XunitRun.Case(id: "\(suite)/\(name)", failure: failure.map(String.init))
    }
    return XunitRun(
      status: run.status, output: run.output, cases: cases,
      isWellFormed: XMLParser(data: Data(xml.utf8)).parse())
  }

  /// Runs `swift arguments...` in the built copy.
  static func swift(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> FeedSpecsProcess.Run
  {
    try await built.value
    return try await FeedSpecsProcess.run(
      ["swift"] + arguments + ["--scratch-path", scratch.path], in: folder,
      environment: environment,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
  }

  /// Copies the files that changed since the last copy, then builds the package and its tests.
  private static func build() async throws {
    let files = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard !file.hasDirectoryPath else { continue }
      let relative = String(file.standardizedFileURL.path.dropFirst(source.path.count + 1))
      var text = try String(contentsOf: file, encoding: .utf8)
      if relative == "Package.swift" {
        text = text.replacingOccurrences(
          of: "\"../../../..\"", with: "\"\(PackagePaths.root.path)\"")
      }
      let copy = folder.appendingPathComponent(relative)
      guard (try? String(contentsOf: copy, encoding: .utf8)) != text else { continue }
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: copy, atomically: true, encoding: .utf8)
    }
    let run = try await FeedSpecsProcess.run(
      ["swift", "build", "--build-tests", "--scratch-path", scratch.path], in: folder,
      executable: URL(fileURLWithPath: "/usr/bin/env"), hangLimit: .seconds(1800))
    guard run.status == 0 else {
      throw TestSupportError("the fixture package did not build:\n\(run.output)")
    }
  }
}
