import Foundation
import Testing

/// The built `feed-specs` binary on `.feature` paths that are not ordinary files, and on its
/// usage errors: a named pipe would wait for a writer forever and `/dev/zero` never ends, so
/// each must be refused by name instead of hanging the run.
@Suite("feed-specs on feature paths that are not ordinary files, and its usage errors")
struct SpecialFeaturePathsTests {
  @Test("a named pipe given as a feature is refused at once by its path, exit 2")
  func namedPipeIsRefused() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("f.feature")
    #expect(mkfifo(pipe.path, 0o644) == 0)

    let run = try await FeedSpecsProcess.run(["f.feature"], in: folder)

    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.output.contains(
        "f.feature: is a named pipe (FIFO), not an ordinary file, so it is not read: feature files are ordinary text files.\n"
      ), "\(run.output)")
  }

  @Test(
    "a named pipe inside a folder being run is refused by its path; the other features still run")
  func namedPipeInFolderIsRefused() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let features = folder.appendingPathComponent("Features")
    try FileManager.default.createDirectory(at: features, withIntermediateDirectories: false)
    #expect(mkfifo(features.appendingPathComponent("a.feature").path, 0o644) == 0)
    try Self.feature.write(
      to: features.appendingPathComponent("b.feature"), atomically: true, encoding: .utf8)

    let run = try await FeedSpecsProcess.run(["Features"], in: folder)

    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.output.contains(
        "Features/a.feature: is a named pipe (FIFO), not an ordinary file, so it is not read: feature files are ordinary text files.\n"
      ), "\(run.output)")
    #expect(
      run.output.contains("1 scenario (1 passed), 1 file not run in full: Features/a.feature"))
  }

  @Test("a .feature link to /dev/zero is refused as a device, not read forever, exit 2")
  func deviceIsRefused() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("z.feature").path, withDestinationPath: "/dev/zero")

    let run = try await FeedSpecsProcess.run(["z.feature"], in: folder)

    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.output.contains(
        "z.feature: is a symbolic link to /dev/zero, which is a character device, not an ordinary file, so it is not read: feature files are ordinary text files.\n"
      ), "\(run.output)")
  }

  @Test("an unknown --store is a usage error that says how to get help, exit 2")
  func unknownStoreSaysHowToGetHelp() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await FeedSpecsProcess.run(["--store", "foo"], in: folder)

    #expect(run.status == 2)
    #expect(
      run.output
        == "feed-specs: --store: unknown store \"foo\": use one of memory, sqlite\nRun feed-specs --help for usage.\n"
    )
  }

  @Test("an unknown FEED_SPECS_STORE is a usage error naming the variable, exit 2")
  func unknownStoreVariableIsNamed() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await FeedSpecsProcess.run(
      [], in: folder, environment: ["FEED_SPECS_STORE": "disk"])

    #expect(run.status == 2)
    #expect(
      run.output
        == "feed-specs: FEED_SPECS_STORE: unknown store \"disk\": use one of memory, sqlite\nRun feed-specs --help for usage.\n"
    )
  }

  @Test("--store=sqlite is read like --store sqlite")
  func storeWithEquals() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.feature.write(
      to: folder.appendingPathComponent("b.feature"), atomically: true, encoding: .utf8)

    let run = try await FeedSpecsProcess.run(["--store=sqlite", "b.feature"], in: folder)

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("1 scenario (1 passed)"), "\(run.output)")
  }

  @Test("an unknown --format lists every format feed-specs accepts, its own included")
  func unknownFormatListsEveryFormat() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try await FeedSpecsProcess.run(["--format", "bogus"], in: folder)

    #expect(run.status == 2)
    #expect(
      run.output
        == "feed-specs: unknown format bogus; known formats: pretty, progress, summary, junit, json, message, html, proposals, rerun, usage, coverage, progress-lines (also messages for message, ndjson for message, and cucumber-json for json)\nRun feed-specs --help for usage.\n"
    )
  }

  // MARK: - Helpers

  static let feature = """
    Feature: Connectivity

      Scenario: Online
        Given the customer has connectivity
    """

  /// A fresh folder for one test.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-special-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
