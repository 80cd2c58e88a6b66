import Foundation
import Testing

@Suite("End to end: essential-feed image")
struct ImageEndToEndTests {
  static let sunsetID = "4210AA7F-7621-4F48-A974-30388F2D47F8"

  @Test("online, the image's data is written to the output file")
  func online() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("sunset.png")

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Data(contentsOf: output) == Self.fixture("sunset.png"))
  }

  @Test("an image loaded online is served from the cache offline")
  func cachedThenOffline() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["image", Self.sunsetID, "--output", session.folder.path("online.png").path])
    try session.server.stop()
    let output = session.folder.path("offline.png")

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Data(contentsOf: output) == Self.fixture("sunset.png"))
  }

  @Test("a cached image is read from the cache, not the server")
  func localFirst() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    try session.run(["image", Self.sunsetID, "--output", session.folder.path("first.png").path])
    let imageRequests = try session.server.requests().filter { $0.hasPrefix("/images/") }

    try session.run(["image", Self.sunsetID, "--output", session.folder.path("second.png").path])

    #expect(imageRequests == ["/images/sunset.png"])
    #expect(try session.server.requests().filter { $0.hasPrefix("/images/") } == imageRequests)
  }

  @Test("offline, an image never loaded gives the error message and exit status 1")
  func offlineNotCached() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()
    let output = session.folder.path("sunset.png")

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 1)
    #expect(run.standardError.contains("Couldn't connect to server"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("an image id that is not in the feed is an error with exit status 1")
  func unknownImage() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("none.png")

    let run = try session.run(["image", UUID().uuidString, "--output", output.path])

    #expect(run.status == 1)
    #expect(run.standardError.contains("is not in the feed"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("image looks only at the feed's first page unless --pages asks for more")
  func pagesOnlyWhenAsked() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let onSecondPage = "00000000-0000-0000-0000-000000000015"
    let output = session.folder.path("fifteen.png")

    let firstPageOnly = try session.run(
      ["image", onSecondPage, "--output", output.path], prefix: "/many")
    let feedRequests = try session.server.requests().filter { $0.contains("/v1/feed") }.count
    let twoPages = try session.run(
      ["image", onSecondPage, "--output", output.path, "--pages", "2"], prefix: "/many")

    #expect(firstPageOnly.status == 1)
    #expect(firstPageOnly.standardError.contains("is not in the feed's first page"))
    #expect(firstPageOnly.standardError.contains("--pages N looks further"))
    #expect(feedRequests == 1)
    #expect(twoPages.status == 0, "\(twoPages.standardError)")
    #expect(try Data(contentsOf: output) == Self.fixture("sunset.png"))
  }

  private static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("images/\(name)"))
  }
}
