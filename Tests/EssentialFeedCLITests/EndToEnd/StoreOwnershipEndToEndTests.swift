import Foundation
import TestSupport
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
    #expect(
      try session.server.requests().isEmpty, "the store is refused before the server is asked")
  }

  @Test(
    "another program's database at the default path is refused, left byte for byte, with how to make room"
  )
  func foreignDatabaseAtDefaultPathIsRefused() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let cacheHome = session.folder.path("xdg")
    let file = cacheHome.appendingPathComponent("essential-feed/feed.sqlite")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try session.sqlite("CREATE TABLE notes (body TEXT); PRAGMA user_version = 5;", in: file)
    let original = try Data(contentsOf: file)

    let run = try session.runPlain(
      ["validate-cache"], environment: ["XDG_CACHE_HOME": cacheHome.path])

    #expect(run.status == 1)
    #expect(run.standardError.contains("is not an essential-feed cache"), "\(run.standardError)")
    #expect(run.standardError.contains("move it away"), "\(run.standardError)")
    #expect(try Data(contentsOf: file) == original)
  }

  @Test("a symbolic link at the default path is refused and the file it names left byte for byte")
  func symbolicLinkAtDefaultPathIsRefused() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let cacheHome = session.folder.path("xdg")
    let link = cacheHome.appendingPathComponent("essential-feed/feed.sqlite")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    let other = session.folder.path("other.db")
    try session.sqlite("CREATE TABLE notes (body TEXT);", in: other)
    let original = try Data(contentsOf: other)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: other)

    let run = try session.runPlain(
      ["validate-cache"], environment: ["XDG_CACHE_HOME": cacheHome.path])

    #expect(run.status != 0)
    #expect(run.standardError.contains("is a symbolic link"), "\(run.standardError)")
    #expect(try Data(contentsOf: other) == original)
  }

  @Test("a text file at a --store path is refused with how to recover it if it is a damaged cache")
  func unreadableFileSaysHowToRecover() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a database at all\n".utf8).write(to: session.store)

    let run = try session.run(["validate-cache"])

    #expect(run.status == 1)
    #expect(run.standardError.contains("delete the file and run again"), "\(run.standardError)")
  }

  @Test("another database's table names are shown with their control characters made visible")
  func foreignTableNamesAreEscaped() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try session.sqlite(
      "CREATE TABLE \"x\u{1B}]0;pwned\u{07}\u{1B}[2J\" (body TEXT);", in: session.store)

    let run = try session.run(["feed"])

    #expect(run.status == 1)
    #expect(!run.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.standardError.contains("x\\u{1B}]0;pwned\\u{07}"), "\(run.standardError)")
  }

  @Test("a named pipe (FIFO) at the --store path is refused at once and left a FIFO")
  func fifoStoreIsRefused() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(session.store.path, 0o600) == 0)

    let run = try session.run(["validate-cache"])

    #expect(run.status != 0)
    #expect(run.standardError.contains("named pipe (FIFO)"), "\(run.standardError)")
    var status = stat()
    #expect(lstat(session.store.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("a character device given directly as --store (/dev/null) is refused and left alone")
  func characterDeviceStoreIsRefused() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["validate-cache", "--store", "/dev/null"])

    #expect(run.status != 0)
    #expect(run.standardError.contains("character device"), "\(run.standardError)")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test(
    "a device node at the --store path (a copy of /dev/zero) is refused and left as it is",
    .enabled(if: geteuid() == 0, "skipped when not root: only root may create device nodes"))
  func deviceNodeStoreIsRefused() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    var zero = stat()
    #expect(stat("/dev/zero", &zero) == 0)
    #expect(mknod(session.store.path, S_IFCHR | 0o600, zero.st_rdev) == 0)

    let run = try session.run(["validate-cache"])

    #expect(run.status != 0)
    #expect(run.standardError.contains("character device"), "\(run.standardError)")
    var status = stat()
    #expect(lstat(session.store.path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(!FileManager.default.fileExists(atPath: session.store.path + "-journal"))
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
