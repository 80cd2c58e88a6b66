import Foundation
import Testing

@Suite("End to end: essential-feed validate-cache")
struct CacheValidationEndToEndTests {
  @Test(
    "a corrupt file at the default store path (the app's own folder) is replaced by validate-cache, after which feed caches again"
  )
  func corruptStoreRecovered() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    let store = try writeGarbageAtDefaultStore(session)

    let validation = try runAtDefaultStore(session, ["validate-cache"])
    try runAtDefaultStore(session, ["feed", "--base-url", session.server.baseURL()])
    try session.server.stop()
    let offline = try runAtDefaultStore(session, ["feed", "--base-url", session.server.baseURL()])

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(try Data(contentsOf: store).starts(with: Data("SQLite format 3\0".utf8)))
    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
  }

  @Test(
    "offline on a corrupt file at the default store path, feed reports the error and leaves the file for validation"
  )
  func corruptStoreOffline() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.server.stop()
    let store = try writeGarbageAtDefaultStore(session)

    let run = try runAtDefaultStore(session, ["feed", "--base-url", session.server.baseURL()])

    #expect(run.status == 1)
    #expect(run.standardError.contains("Couldn't connect to server"))
    #expect(run.standardError.contains("'essential-feed validate-cache' resets it"))
    #expect(try Data(contentsOf: store) == garbage)
  }

  private let garbage = Data(repeating: 0xAB, count: 4096)

  /// The default store under `XDG_CACHE_HOME`, with garbage written to it; its URL.
  private func writeGarbageAtDefaultStore(_ session: EndToEndSession) throws -> URL {
    let store = session.folder.path("xdg/essential-feed/feed.sqlite")
    try FileManager.default.createDirectory(
      at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try garbage.write(to: store)
    return store
  }

  /// Runs with the default store (no --store) under the session's `XDG_CACHE_HOME`.
  @discardableResult
  private func runAtDefaultStore(_ session: EndToEndSession, _ arguments: [String]) throws
    -> CommandLineRun
  {
    try session.runPlain(
      arguments,
      environment: [
        "XDG_CACHE_HOME": session.folder.path("xdg").path,
        "ESSENTIAL_FEED_NOW": "2026-11-23T10:00:00Z",
      ])
  }

  @Test("validate-cache deletes a cache 7 days old, so it is not there a second later")
  func expiredCacheDeleted() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let validation = try session.run(["validate-cache"], at: EndToEndSession.at(days: 7))
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 6))

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(offline.status == 1)
  }

  @Test("validate-cache keeps a fresh cache")
  func freshCacheKept() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let validation = try session.run(["validate-cache"], at: EndToEndSession.at(days: 6))
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 6))

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(offline.status == 0, "\(offline.standardError)")
  }
}
