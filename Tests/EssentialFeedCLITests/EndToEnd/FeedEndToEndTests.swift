import Foundation
import Testing

@Suite("End to end: essential-feed feed on a real server and a real store")
struct FeedEndToEndTests {
  @Test("online, the server's feed is shown with its title, descriptions, locations and ids")
  func onlineFeed() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == Self.fixtureFeedText)
  }

  @Test("online, the feed replaces the cache, which then shows offline")
  func onlineFeedIsCached() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let offline = try session.run(["feed"])

    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("4210AA7F-7621-4F48-A974-30388F2D47F8"))
  }

  @Test("offline, a cache 2 days old is shown with a line saying how old it is")
  func offlineFreshCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 2))

    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(
      offline.standardOutput
        == Self.fixtureFeedText.replacingOccurrences(
          of: "My Feed\n", with: "My Feed\nShowing the cached feed saved 2 days ago (offline)\n"))
  }

  @Test("offline, a cache one second short of 7 days old is still shown")
  func offlineAlmostExpiredCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 7, seconds: -1))

    #expect(offline.status == 0, "\(offline.standardError)")
    #expect(offline.standardOutput.contains("Sunset at the pier"))
  }

  @Test("offline, a cache 7 days old gives the error message and exit status 1")
  func offlineExpiredCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 7))

    #expect(offline.status == 1)
    #expect(offline.standardOutput.isEmpty)
    #expect(offline.standardError.contains("Couldn't connect to server"))
    #expect(offline.standardError.contains("no cached feed less than 7 days old"))
  }

  @Test("a cache saved under a clock years ahead is not fresh today: offline, it is not shown")
  func offlineCacheFromTheFuture() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"], at: EndToEndSession.at(days: 365 * 7973))
    try session.server.stop()

    let offline = try session.run(["feed"])
    let validated = try session.run(["validate-cache"])
    let afterValidation = try session.run(["feed"], at: EndToEndSession.at(days: 365 * 7973))

    #expect(offline.status == 1)
    #expect(offline.standardOutput.isEmpty)
    #expect(offline.standardError.contains("no cached feed less than 7 days old"))
    #expect(validated.status == 0, "\(validated.standardError)")
    #expect(afterValidation.status == 1, "validate-cache left the future-dated cache")
  }

  @Test("offline with an empty cache, the error message and exit status 1")
  func offlineEmptyCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.server.stop()

    let offline = try session.run(["feed"])

    #expect(offline.status == 1)
    #expect(offline.standardOutput.isEmpty)
    #expect(offline.standardError.contains("Couldn't connect to server"))
  }

  @Test(
    "a server answer that is not a feed, with no cache, says so (not that the server could not be reached), exit status 1"
  )
  func badPayloadWithoutCache() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed"], prefix: "/broken")

    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.hasPrefix("essential-feed: The server's answer was not a valid feed\n"))
    #expect(!run.standardError.contains("Couldn't connect to server"))
    #expect(run.standardError.contains("no cached feed less than 7 days old"))
  }

  @Test("a server answer that is not a feed shows the cache, says so, and keeps the cache")
  func badPayloadWithCache() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])

    let broken = try session.run(["feed"], at: EndToEndSession.at(days: 1), prefix: "/broken")
    try session.server.stop()
    let offline = try session.run(["feed"], at: EndToEndSession.at(days: 1))

    #expect(broken.status == 0, "\(broken.standardError)")
    #expect(
      broken.standardOutput.contains(
        "Showing the cached feed saved 1 day ago (the server's answer was not a valid feed)"))
    #expect(!broken.standardOutput.contains("(offline)"))
    #expect(broken.standardError.contains("not a valid feed"))
    #expect(offline.standardOutput.contains("Showing the cached feed saved 1 day ago (offline)"))
    #expect(
      offline.standardOutput.split(separator: "\n").dropFirst(2)
        == broken.standardOutput.split(separator: "\n").dropFirst(2))
  }

  @Test("credentials in --base-url are never echoed in an error")
  func credentialsNotEchoed() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    let base = try session.server.baseURL().replacingOccurrences(
      of: "http://", with: "http://me:s3cret@")
    try session.server.stop()

    let run = try session.run(["feed", "--base-url", base])

    #expect(run.status == 1)
    #expect(run.standardError.contains("no answer from http://127.0.0.1:"), "\(run.standardError)")
    #expect(!run.standardError.contains("s3cret"))
    #expect(!run.standardError.contains("me:"))
  }

  @Test("--pages N loads N pages, each after the last image shown")
  func paging() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed", "--pages", "2", "--json"], prefix: "/many")

    #expect(run.status == 0, "\(run.standardError)")
    let images = try #require(try Self.json(run.standardOutput)["images"] as? [[String: Any]])
    #expect(images.count == 20)
    #expect(
      try session.server.requests() == [
        "/many/v1/feed?limit=10",
        "/many/v1/feed?limit=10&after_id=00000000-0000-0000-0000-000000000010",
      ])
  }

  @Test("--pages stops at the last page")
  func pagingToTheEnd() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed", "--pages", "5", "--json"], prefix: "/many")

    #expect(run.status == 0, "\(run.standardError)")
    let images = try #require(try Self.json(run.standardOutput)["images"] as? [[String: Any]])
    #expect(images.count == 25)
  }

  @Test("a later page that fails keeps the images already shown and says so")
  func pagingFailure() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed", "--pages", "3", "--json"], prefix: "/partial")

    #expect(run.status == 0, "\(run.standardError)")
    let images = try #require(try Self.json(run.standardOutput)["images"] as? [[String: Any]])
    #expect(images.count == 10)
    #expect(
      run.standardError.contains("loading more images failed: Couldn't connect to server"))
  }

  @Test("--json prints the server's feed as JSON with stable keys")
  func jsonOnline() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["feed", "--json"])

    #expect(run.status == 0, "\(run.standardError)")
    let json = try Self.json(run.standardOutput)
    #expect(json["title"] as? String == "My Feed")
    #expect(json["source"] as? String == "server")
    #expect(json["saved_at"] is NSNull)
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.map { $0["id"] as? String } == Self.fixtureIDs)
    #expect(images[2]["description"] is NSNull)
    #expect(images[2]["location"] as? String == "Lisbon")
    let base = try session.server.baseURL()
    #expect(images[0]["url"] as? String == "\(base)/images/sunset.png")
  }

  @Test("--json offline says the feed comes from the cache and when it was saved")
  func jsonOffline() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.run(["feed"])
    try session.server.stop()

    let run = try session.run(["feed", "--json"], at: EndToEndSession.at(days: 3))

    #expect(run.status == 0, "\(run.standardError)")
    let json = try Self.json(run.standardOutput)
    #expect(json["source"] as? String == "cache")
    #expect(json["saved_at"] as? String == "2026-11-23T10:00:00Z")
    #expect((json["images"] as? [Any])?.count == 3)
  }

  @Test("ESSENTIAL_FEED_BASE_URL gives the base URL when --base-url is not given")
  func baseURLFromEnvironment() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.runPlain(
      ["feed", "--store", session.store.path],
      environment: ["ESSENTIAL_FEED_BASE_URL": session.server.baseURL(prefix: "/api")])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try session.server.requests() == ["/api/v1/feed?limit=10"])
  }

  // MARK: - Fixtures

  static let fixtureIDs = [
    "4210AA7F-7621-4F48-A974-30388F2D47F8",
    "6F119D23-7CBD-4EB8-9983-9747EAEAC64E",
    "6C021C7D-B5AF-4E37-ABF6-551751FFE775",
  ]

  static let fixtureFeedText = """
    My Feed

    1. Sunset at the pier
       Brighton
       id 4210AA7F-7621-4F48-A974-30388F2D47F8

    2. A quiet morning
       id 6F119D23-7CBD-4EB8-9983-9747EAEAC64E

    3. (no description)
       Lisbon
       id 6C021C7D-B5AF-4E37-ABF6-551751FFE775

    """

  static func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}
