import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// Times the cache use cases against both stores: saving and loading a 10,000-image feed
/// (`LocalFeedLoader`), and 1,000 saves and loads of 100 KB image data
/// (`LocalFeedImageDataLoader`, one URL each, new URLs in every run so that each insert adds a
/// row). Each figure is the median of 5 timed runs after
/// one warm-up run; the SQLite store works on a new file in the temporary directory.
func runStoreBenchmarks() async throws {
  print("== Store benchmarks: median of 5 runs after 1 warm-up, wall-clock ms ==")
  print(
    "   SQLite: one file in \(FileManager.default.temporaryDirectory.path), "
      + "journal_mode=DELETE, synchronous=FULL")
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }

  let stores: [(name: String, store: any FeedStore & FeedImageDataStore)] = [
    ("InMemoryFeedStore", InMemoryFeedStore()),
    ("SQLiteFeedStore", SQLiteFeedStore(fileURL: directory.appendingPathComponent("bench.sqlite"))),
  ]
  let feed = benchmarkFeed(count: 10_000)
  let imageData = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
  func urls(batch: Int) -> [URL] {
    (0..<1_000).map { URL(string: "https://bench.example.com/images/\(batch)/\($0).jpg")! }
  }

  for (name, store) in stores {
    let feedLoader = LocalFeedLoader(store: store, currentDate: { benchmarkDate })
    let dataLoader = LocalFeedImageDataLoader(store: store)

    try await report(name, "save a 10,000-image feed") { try await feedLoader.save(feed) }
    try await report(name, "load a 10,000-image feed") {
      guard try await feedLoader.load().count == feed.count else { throw BenchmarkError() }
    }
    // Every run (the warm-up too) inserts rows for 1,000 URLs no earlier run wrote; the URLs are
    // made before timing, so that only the store's work is timed.
    let batches = (1...6).map(urls(batch:))
    var batch = 0
    try await report(name, "1,000 inserts of 100 KB image data (new URLs)") {
      for url in batches[batch] { try await dataLoader.save(imageData, for: url) }
      batch += 1
    }
    try await report(name, "1,000 lookups of 100 KB image data") {
      for url in batches[batch - 1] {
        guard try await dataLoader.loadImageData(from: url).count == imageData.count else {
          throw BenchmarkError()
        }
      }
    }
  }
}

private struct BenchmarkError: Error {}

private let benchmarkDate = Date(timeIntervalSinceReferenceDate: 800_000_000)

private func benchmarkFeed(count: Int) -> [FeedImage] {
  (0..<count).map { index in
    FeedImage(
      id: UUID(), description: "description of image \(index)", location: "location \(index)",
      url: URL(string: "https://bench.example.com/images/\(index).jpg")!)
  }
}

private func report(
  _ store: String, _ measured: String, _ body: () async throws -> Void
) async throws {
  let clock = ContinuousClock()
  try await body()
  var runs: [Duration] = []
  for _ in 0..<5 {
    runs.append(try await clock.measure(body))
  }
  let median = runs.sorted()[runs.count / 2]
  let milliseconds = median.milliseconds
  let padded = "\(store) \(measured)".padding(toLength: 68, withPad: " ", startingAt: 0)
  print("\(padded) \(String(format: "%9.1f", milliseconds)) ms")
}
