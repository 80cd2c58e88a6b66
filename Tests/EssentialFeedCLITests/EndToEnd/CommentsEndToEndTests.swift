import Foundation
import Testing

@Suite("End to end: essential-feed comments")
struct CommentsEndToEndTests {
  @Test("online, all comments are shown under the title with relative dates")
  func online() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["comments", "4210aa7f-7621-4f48-a974-30388f2d47f8"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        Comments

        ana, 5 minutes ago
          What a view!

        bruno, 1 day ago
          I was there too

        chloe, 2 weeks ago
          Lovely colours

        """)
  }

  @Test("--json prints the comments with stable keys")
  func json() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["comments", "4210AA7F-7621-4F48-A974-30388F2D47F8", "--json"])

    #expect(run.status == 0, "\(run.standardError)")
    let json = try FeedEndToEndTests.json(run.standardOutput)
    #expect(json["title"] as? String == "Comments")
    let comments = try #require(json["comments"] as? [[String: Any]])
    #expect(comments.map { $0["username"] as? String } == ["ana", "bruno", "chloe"])
    #expect(comments[0]["created_at"] as? String == "2026-11-23T09:55:00Z")
    #expect(comments[0]["relative_date"] as? String == "5 minutes ago")
  }

  @Test("offline, the error message and exit status 1")
  func offline() throws {
    let session = try EndToEndSession(ownServer: true)
    defer { session.close() }
    try session.server.stop()

    let run = try session.run(["comments", "4210AA7F-7621-4F48-A974-30388F2D47F8"])

    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("Couldn't connect to server"))
  }

  @Test(
    "an image the server has no comments for says the answer was not comments, exit status 1, not that the server could not be reached"
  )
  func unknownImage() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["comments", UUID().uuidString])

    #expect(run.status == 1)
    #expect(
      run.standardError.hasPrefix(
        "essential-feed: The server's answer was not a valid list of comments\n"))
    #expect(!run.standardError.contains("Couldn't connect to server"))
  }
}
