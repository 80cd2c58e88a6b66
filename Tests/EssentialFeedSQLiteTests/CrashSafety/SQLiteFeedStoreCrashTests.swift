import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// Kills a process that is saving large feeds with SIGKILL at random moments and checks, after
/// each kill, that the reopened store holds exactly one whole feed: the last one the writer
/// reported committed, or the one it was writing.
///
/// Under `swift test` it is short: ``shortRounds`` rounds, each still a kill and a check. With
/// `ESSENTIAL_FEED_SOAK=1` (a step of its own in `.ci/run`) it soaks: ``soakRounds`` rounds, over
/// a minute on a loaded 2-core machine, and at least one kill must have landed inside a write
/// transaction (few do: most land while the writer builds its next feed). The time limit only
/// stops a hang.
@Suite("SQLite feed store crash safety", .timeLimit(.minutes(10)))
struct SQLiteFeedStoreCrashTests {
  private let directory: TemporaryDirectory
  private let imageCount = 2_000
  /// The rounds of the soak.
  private static let soakRounds = 100
  /// The rounds under `swift test`.
  private static let shortRounds = 12
  /// Whether this run soaks (`ESSENTIAL_FEED_SOAK=1`).
  private static let soaks = ProcessInfo.processInfo.environment["ESSENTIAL_FEED_SOAK"] == "1"

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test(
    "after each SIGKILL mid-save the store holds one whole feed, old or new (a soak of 100 kills under ESSENTIAL_FEED_SOAK=1)"
  )
  func storeHoldsOneWholeFeedAfterEachKill() async throws {
    let writer = try CrashWriter.locate()
    let database = directory.file(storeFileName)
    var killsInsideTransaction = 0

    for round in 1...(Self.soaks ? Self.soakRounds : Self.shortRounds) {
      let delay = Duration.microseconds(Int.random(in: 0...20_000))
      let run = try await writer.runAndKill(
        database: database, imageCount: imageCount, afterFirstSave: delay)
      try #require(
        run.terminationReason == .uncaughtSignal && run.terminationStatus == SIGKILL,
        "round \(round): the writer ended on its own: \(run.standardError)")
      let lastCommitted = try #require(
        run.reportedGenerations.last, "round \(round): the writer reported no save")
      if FileManager.default.fileExists(atPath: database.path + "-journal") {
        killsInsideTransaction += 1
      }

      let cache = try #require(
        try await SQLiteFeedStore(fileURL: database).retrieve(), "round \(round): empty store")
      try requireWholeFeed(cache.feed, generation: lastCommitted, round: round)
    }

    if Self.soaks {
      #expect(killsInsideTransaction > 0, "no kill landed inside a write transaction")
    }
  }

  // MARK: - Helpers

  /// Checks that `feed` is one whole feed of the writer, of generation `generation` or the next;
  /// stops the test at the first broken round.
  private func requireWholeFeed(_ feed: [LocalFeedImage], generation: Int, round: Int) throws {
    let markers = Set(feed.map { $0.description ?? "none" })
    try #require(markers.count == 1, "round \(round): a mix of feeds \(markers.sorted())")
    let found = try #require(
      markers.first.flatMap { Int($0.dropFirst("generation ".count)) },
      "round \(round): unexpected marker \(markers)")
    try #require(
      found == generation || found == generation + 1,
      "round \(round): generation \(found), last committed \(generation)")
    try #require(feed.count == imageCount, "round \(round): \(feed.count) of \(imageCount) images")
    let misplaced = feed.indices.first { feed[$0].location != "location \($0)" }
    try #require(misplaced == nil, "round \(round): image \(misplaced ?? -1) out of place")
  }
}
