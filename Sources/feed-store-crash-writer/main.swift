// Saves feeds into a SQLite store in a loop, as the app does (`LocalFeedLoader.save`), for the
// crash test in EssentialFeedSQLiteTests.
//
// usage: feed-store-crash-writer <database path> <images per feed> <feeds to save>
//
// Each feed is generation n+1 of the one found in the store: every image's description is
// "generation <n>", so a reader can tell a whole feed from a mix. After each committed save the
// writer prints "saved <n>" on its own line, unbuffered, so the parent knows what is durable.
import EssentialFeed
import EssentialFeedSQLite
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let imageCount = Int(arguments[2]), let feedCount = Int(arguments[3])
else {
  FileHandle.standardError.write(
    Data("usage: feed-store-crash-writer <database path> <images per feed> <feeds>\n".utf8))
  exit(64)
}

let store = SQLiteFeedStore(fileURL: URL(fileURLWithPath: arguments[1]))

func generation(of feed: CachedFeed?) -> Int {
  feed?.feed.first?.description.flatMap { Int($0.dropFirst("generation ".count)) } ?? 0
}

/// The images' URLs and locations, made once: parsing thousands of URLs for every feed would
/// spend most of the loop outside the save, where a kill tests nothing.
let urls = (0..<imageCount).map { URL(string: "https://example.com/images/\($0)")! }
let locations = (0..<imageCount).map { "location \($0)" }

func feed(generation: Int, imageCount: Int) -> [FeedImage] {
  let description = "generation \(generation)"
  return (0..<imageCount).map { index in
    FeedImage(
      id: UUID(), description: description, location: locations[index], url: urls[index])
  }
}

do {
  var current = generation(of: try await store.retrieve())
  for _ in 0..<feedCount {
    current += 1
    let savedAt = Date(timeIntervalSinceReferenceDate: TimeInterval(current))
    try await LocalFeedLoader(store: store, currentDate: { savedAt })
      .save(feed(generation: current, imageCount: imageCount))
    FileHandle.standardOutput.write(Data("saved \(current)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("feed-store-crash-writer: \(error)\n".utf8))
  exit(1)
}
