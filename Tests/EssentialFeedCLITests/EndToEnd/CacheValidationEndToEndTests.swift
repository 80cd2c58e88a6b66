import Foundation
import Testing

@Suite("End to end: essential-feed validate-cache")
struct CacheValidationEndToEndTests {
  @Test("a corrupt store file is replaced by validate-cache, after which feed caches again")
  func corruptStoreRecovered() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0xAB, count: 4096).write(to: session.store)

    let validation = try session.run(["validate-cache"])
    try session.run(["feed"])
    session.server.stop()
    let offline = try session.run(["feed"])

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(try Data(contentsOf: session.store).starts(with: Data("SQLite format 3\0".utf8)))
    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
  }

  @Test("offline on a corrupt store, feed reports the error and leaves the file for validation")
  func corruptStoreOffline() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    session.server.stop()
    try FileManager.default.createDirectory(
      at: session.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data(repeating: 0xAB, count: 4096)
    try garbage.write(to: session.store)

    let run = try session.run(["feed"])

    #expect(run.status == 1)
    #expect(run.standardError.contains("Couldn't connect to server"))
    #expect(run.standardError.contains("'essential-feed validate-cache' resets it"))
    #expect(try Data(contentsOf: session.store) == garbage)
  }

  @Test("validate-cache deletes a cache 7 days old, so it is not there a second later")
  func expiredCacheDeleted() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try session.run(["feed"])
    session.server.stop()

    let validation = try session.run(["validate-cache"], at: EndToEndSession.at(days: 7))
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 6))

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(offline.status == 1)
  }

  @Test("validate-cache keeps a fresh cache")
  func freshCacheKept() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try session.run(["feed"])
    session.server.stop()

    let validation = try session.run(["validate-cache"], at: EndToEndSession.at(days: 6))
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 6))

    #expect(validation.status == 0, "\(validation.standardError)")
    #expect(offline.status == 0, "\(offline.standardError)")
  }
}
