import Foundation
import TestSupport
import Testing

@Suite("End to end: the cache reached through linked folders, and store files the user made")
struct StorePathEndToEndTests {
  /// The variable that names the folder the default cache lives under.
  enum CacheFolderVariable: String, CaseIterable, CustomTestStringConvertible {
    case home = "HOME"
    case cacheHome = "XDG_CACHE_HOME"

    var testDescription: String { rawValue }

    /// The cache file's path inside the variable's folder.
    var storePath: String {
      switch self {
      case .home: ".cache/essential-feed/feed.sqlite"
      case .cacheHome: "essential-feed/feed.sqlite"
      }
    }
  }

  @Test(
    "with HOME or XDG_CACHE_HOME reached through a symbolic link, the default cache is saved owner-only, validated and read back offline",
    arguments: CacheFolderVariable.allCases)
  func linkedCacheFolder(variable: CacheFolderVariable) throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    let (linked, real) = try makeLinkedFolder(in: session)
    // As a user other than root where possible: a home folder's owner, whom permissions stop.
    let unprivileged = UnprivilegedUser.isAvailable
    try UnprivilegedUser.giveOwnership(of: unprivileged ? [real] : [])
    let environment = [variable.rawValue: linked.path, "ESSENTIAL_FEED_NOW": today]
    let feed = ["feed", "--base-url", try session.server.baseURL()]

    let save = try session.runPlain(feed, environment: environment, unprivileged: unprivileged)
    let validation = try session.runPlain(
      ["validate-cache"], environment: environment, unprivileged: unprivileged)
    try session.server.stop()
    let offline = try session.runPlain(
      feed, environment: environment.merging(["ESSENTIAL_FEED_NOW": tomorrow]) { $1 },
      unprivileged: unprivileged)

    #expect(save.status == 0, "\(save.standardError)")
    #expect(save.standardError.isEmpty, "\(save.standardError)")
    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(
      validation.standardOutput.contains(
        "Validated the cache at \(linked.path)/\(variable.storePath)"))
    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
    #expect(offline.standardOutput.contains("saved 1 day ago"))
    let file = real.appendingPathComponent(variable.storePath)
    #expect(try permissions(file) == 0o600)
  }

  @Test(
    "a symbolic link at the default file is refused even when HOME is reached through a link, and the file it names is left byte for byte"
  )
  func linkAtFileUnderLinkedHome() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let (linked, real) = try makeLinkedFolder(in: session)
    let folder = real.appendingPathComponent(".cache/essential-feed")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let other = session.folder.path("other.db")
    try session.sqlite("CREATE TABLE notes (body TEXT);", in: other)
    let original = try Data(contentsOf: other)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("feed.sqlite"), withDestinationURL: other)

    for arguments in [["validate-cache"], ["feed", "--base-url", try session.server.baseURL()]] {
      let run = try session.runPlain(arguments, environment: ["HOME": linked.path])

      #expect(run.status == 1, "\(arguments)")
      #expect(run.standardOutput.isEmpty)
      #expect(
        run.standardError.contains(
          "the cache store \(linked.path)/.cache/essential-feed/feed.sqlite is a symbolic link"),
        "\(run.standardError)")
    }
    #expect(try Data(contentsOf: other) == original)
    #expect(try session.server.requests().isEmpty, "the link is refused before the server is asked")
  }

  @Test("a default cache that can't be opened leaves no empty file behind")
  func unopenableCacheLeavesNoFile() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let cacheHome = session.folder.path("xdg")
    let file = cacheHome.appendingPathComponent("essential-feed/feed.sqlite")
    // SQLite can't create its rollback journal where a folder has the journal's name, so the new
    // cache can't be set up (even by root, whom file permissions do not stop).
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: file.path + "-journal"), withIntermediateDirectories: true)
    let environment = ["XDG_CACHE_HOME": cacheHome.path]

    let feed = try session.runPlain(
      ["feed", "--base-url", session.server.baseURL()], environment: environment)
    let validation = try session.runPlain(["validate-cache"], environment: environment)

    #expect(feed.status == 1)
    #expect(feed.standardOutput.contains("Sunset at the pier"))
    #expect(
      feed.standardError.contains("couldn't save the feed to the cache at \(file.path)"),
      "\(feed.standardError)")
    #expect(validation.status == 1)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("a --store symbolic link in a loop is named as a loop, with exit status 1")
  func storeLinkLoop() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let loop = session.folder.path("loop1")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop2")
    try FileManager.default.createSymbolicLink(
      atPath: session.folder.path("loop2").path, withDestinationPath: "loop1")

    let run = try session.run(["feed", "--store", loop.path])

    #expect(run.status == 1)
    #expect(
      run.standardError.contains(
        "the cache store \(loop.path) is a symbolic link in a loop, not a database file"),
      "\(run.standardError)")
  }

  @Test("an empty --store file the user made becomes the cache and keeps its permissions (0644)")
  func userFileKeepsPermissions() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    let file = session.folder.path("mine.sqlite")
    try Data().write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

    let save = try session.run(["feed", "--store", file.path])
    let validation = try session.run(["validate-cache", "--store", file.path])
    try session.server.stop()
    let offline = try session.run(
      ["feed", "--store", file.path], at: EndToEndSession.at(days: 1))

    #expect(save.status == 0, "\(save.standardError)")
    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
    #expect(try permissions(file) == 0o644)
  }

  @Test("a new --store file is created owner-only (0600)")
  func newStoreFileIsOwnerOnly() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try permissions(session.store) == 0o600)
  }

  // MARK: - Helpers

  private let today = "2026-11-23T10:00:00Z"
  private let tomorrow = "2026-11-24T10:00:00Z"

  /// A real folder in the session's folder and a symbolic link to it, as `(linked, real)`.
  private func makeLinkedFolder(in session: EndToEndSession) throws -> (URL, URL) {
    let real = session.folder.path("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    let linked = session.folder.path("linked")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real)
    return (linked, real)
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
