import Foundation
import Testing

@Suite("End to end: the store never changes a file that is not its own cache")
struct StoreOwnershipEndToEndTests {
  @Test(
    "a --store file that is not this cache is refused by feed and validate-cache, named, with how to choose another, and left byte for byte",
    arguments: ForeignFile.allCases)
  func foreignFileIsRefused(kind: ForeignFile) throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try kind.make(at: session.store, in: session)
    let original = try Data(contentsOf: session.store)

    let feed = try session.run(["feed"])
    let validation = try session.run(["validate-cache"])

    for run in [feed, validation] {
      #expect(run.status == 1)
      #expect(run.standardOutput.isEmpty)
      #expect(
        run.standardError.contains("\(session.store.path) is not an essential-feed cache"),
        "\(run.standardError)")
      #expect(run.standardError.contains("give another file with --store PATH"))
    }
    #expect(try Data(contentsOf: session.store) == original)
    #expect(session.server.requests().isEmpty, "the store is refused before the server is asked")
  }

  @Test(
    "a damaged cache of its own at a --store path (a newer schema) is recovered by validate-cache")
  func ownDamagedFileIsRecovered() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try session.run(["feed"])
    try session.sqlite("PRAGMA user_version = 99;", in: session.store)

    let before = try session.run(["feed"], prefix: "/broken")
    let validation = try session.run(["validate-cache"])
    let after = try session.run(["feed"])

    #expect(before.standardError.contains("newer version"), "\(before.standardError)")
    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(after.status == 0, "\(after.standardError)")
  }

  @Test("a zero-length --store file holds nothing to lose: it becomes the cache")
  func zeroLengthFileIsInitialized() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: session.store)

    let run = try session.run(["feed"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Data(contentsOf: session.store).starts(with: Data("SQLite format 3\0".utf8)))
  }

  enum ForeignFile: String, CaseIterable, CustomTestStringConvertible {
    case textFile = "a text file"
    case otherProgramsDatabase = "another program's database (user_version 5)"
    case versionZeroDatabaseWithOtherTables = "a database with user_version 0 and other tables"

    var testDescription: String { rawValue }

    func make(at url: URL, in session: EndToEndSession) throws {
      switch self {
      case .textFile:
        try Data("shopping: milk, eggs\n".utf8).write(to: url)
      case .otherProgramsDatabase:
        try session.sqlite(
          "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine'); PRAGMA user_version = 5;",
          in: url)
      case .versionZeroDatabaseWithOtherTables:
        try session.sqlite(
          "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');", in: url)
      }
    }
  }
}

extension EndToEndSession {
  /// Runs `script` on the SQLite database at `url` with Python's sqlite3 module (the tests' server
  /// already needs python3), to make files the store did not write.
  func sqlite(_ script: String, in url: URL) throws {
    let run = try runProgram(
      "/usr/bin/env",
      [
        "python3", "-c",
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit(); c.close()",
        url.path, script,
      ])
    guard run.status == 0 else { throw TestSupportError("sqlite3 failed: \(run.standardError)") }
  }
}
