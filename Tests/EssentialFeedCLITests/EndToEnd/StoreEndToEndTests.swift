import Foundation
import TestSupport
import Testing

@Suite("End to end: where the cache store lives and what happens when it is unusable")
struct StoreEndToEndTests {
  @Test("without --store the store is $XDG_CACHE_HOME/essential-feed/feed.sqlite, owner-only")
  func xdgDefault() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let cacheHome = session.folder.path("xdg")

    let run = try session.runPlain(
      ["feed", "--base-url", session.server.baseURL()],
      environment: ["XDG_CACHE_HOME": cacheHome.path])

    #expect(run.status == 0, "\(run.standardError)")
    let store = cacheHome.appendingPathComponent("essential-feed/feed.sqlite")
    #expect(try permissions(store) == 0o600)
    #expect(try permissions(store.deletingLastPathComponent()) == 0o700)
  }

  @Test("without --store or XDG_CACHE_HOME the store is ~/.cache/essential-feed/feed.sqlite")
  func homeDefault() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(["feed", "--base-url", session.server.baseURL()])

    #expect(run.status == 0, "\(run.standardError)")
    let store = session.folder.path(".cache/essential-feed/feed.sqlite")
    #expect(try permissions(store) == 0o600)
  }

  @Test("a store whose folder cannot be created is an error with exit status 1")
  func uncreatableFolder() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let file = session.folder.path("a-file")
    try Data("not a folder".utf8).write(to: file)

    let run = try session.run(["feed", "--store", file.path + "/feed.sqlite"])

    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("can't create the cache folder \(file.path)"))
    #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
  }

  @Test("a store path that is a folder is an error with exit status 1")
  func storeIsFolder() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(at: session.store, withIntermediateDirectories: true)

    let run = try session.run(["validate-cache"])

    #expect(run.status == 1)
    #expect(run.standardError.contains("is a folder, not a database file"))
  }

  @Test("a store that can't be written: the feed is shown, the failure reported, the cache kept")
  func unwritableStore() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    // SQLite can't create its rollback journal where a folder has the journal's name, so every
    // write fails (even for root, whom file permissions do not stop).
    let journal = URL(fileURLWithPath: session.store.path + "-journal")
    try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: false)

    let refresh = try session.run(
      ["feed"], at: EndToEndSession.at(days: 1), prefix: "/many")
    try FileManager.default.removeItem(at: journal)
    try session.server.stop()
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 1))

    #expect(refresh.status == 1)
    #expect(refresh.standardOutput.contains("Image 1"))
    #expect(
      refresh.standardError.contains(
        "couldn't save the feed to the cache at \(session.store.path)"))
    #expect(offline.standardOutput.contains("Sunset at the pier"))
    #expect(offline.standardOutput.contains("saved 1 day ago"))
  }

  @Test(
    "a store file without write permission still shows its fresh cache offline",
    .enabled(if: UnprivilegedUser.isAvailable, UnprivilegedUser.unavailable))
  func readOnlyStoreServesFreshCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try UnprivilegedUser.giveOwnership(of: [
      session.store.deletingLastPathComponent(), session.store,
    ])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o400], ofItemAtPath: session.store.path)
    try session.server.stop()

    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 1), unprivileged: true)

    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
