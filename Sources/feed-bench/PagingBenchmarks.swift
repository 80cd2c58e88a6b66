import EssentialApp
import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// Times paging the feed with ``FeedApp`` on a new SQLite file against an in-process server that
/// ignores `limit` (every page holds 1,000 items): the first page, then more (`loadMore`), as
/// `essential-feed feed --pages N` does, for 10, 20, 40 and 80 pages. A server that honours
/// `after_id` brings 1,000 new ids a page (paging is linear when doubling the pages doubles the
/// time); one that ignores it too repeats the same 1,000 ids, which ends the paging after the
/// second page. Prints the wall time, the pages requested, the images shown and the rows the
/// cache holds afterwards; each figure is the median of 3 runs, each on a new file.
@MainActor
func runPagingBenchmarks() async throws {
  print(
    "== Paging benchmarks: FeedApp, SQLite file, server ignoring limit (1,000 items/page), "
      + "median of 3 runs ==")
  var previous: Duration?
  for (pages, honoursAfterID) in [(10, true), (20, true), (40, true), (80, true), (20, false)] {
    var runs: [PagingRun] = []
    for _ in 0..<3 {
      runs.append(try await pagingRun(pages: pages, honoursAfterID: honoursAfterID))
    }
    let median = runs.sorted { $0.elapsed < $1.elapsed }[runs.count / 2]
    let label =
      honoursAfterID
      ? "\(pages) pages, after_id honoured (1,000 new ids each)"
      : "\(pages) pages asked, after_id ignored (same 1,000 ids)"
    let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    let doubling =
      honoursAfterID ? previous.map { String(format: ", x%.2f", median.elapsed / $0) } : nil
    print(
      "\(padded) \(String(format: "%9.1f", median.elapsed.milliseconds)) ms, "
        + "\(median.requests) requests, \(median.shown) images shown, \(median.cached) rows cached"
        + (doubling ?? ""))
    previous = median.elapsed
  }
}

private struct PagingRun {
  let elapsed: Duration
  let requests: Int
  let shown: Int
  let cached: Int
}

/// One run on a new file: the first page, then `loadMore` while the app offers it, up to `pages`.
@MainActor
private func pagingRun(pages: Int, honoursAfterID: Bool) async throws -> PagingRun {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-paging-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let store = SQLiteFeedStore(fileURL: directory.appendingPathComponent("paging.sqlite"))
  let server = LimitIgnoringServer(pageSize: 1_000, honoursAfterID: honoursAfterID)
  let app = FeedApp(
    httpClient: server, store: store, baseURL: URL(string: "https://bench.example")!,
    currentDate: { Date(timeIntervalSinceReferenceDate: 800_000_000) })

  let started = ContinuousClock.now
  await app.loadFeed()
  for _ in 1..<pages where app.feedScreen.loadMore.isAvailable {
    await app.loadMore()
  }
  let elapsed = ContinuousClock.now - started
  return PagingRun(
    elapsed: elapsed, requests: await server.requests, shown: app.feedScreen.images.count,
    cached: try await store.retrieve()?.feed.count ?? 0)
}

/// A feed server that answers every page with `pageSize` items whatever `limit` asks.
private actor LimitIgnoringServer: HTTPClient {
  let pageSize: Int
  let honoursAfterID: Bool
  private(set) var requests = 0

  init(pageSize: Int, honoursAfterID: Bool) {
    self.pageSize = pageSize
    self.honoursAfterID = honoursAfterID
  }

  func get(from url: URL) async throws -> (Data, HTTPResponse) {
    requests += 1
    let page = honoursAfterID ? requests - 1 : 0
    let items = (0..<pageSize).map { index -> String in
      let number = page * pageSize + index
      let id = String(format: "00000000-0000-0000-0000-%012X", number)
      return """
        {"id":"\(id)","description":"image \(number)","location":"place \(number)",\
        "image":"https://bench.example/images/\(number).jpg"}
        """
    }
    let body = Data(("{\"items\":[" + items.joined(separator: ",") + "]}").utf8)
    return (body, HTTPResponse(statusCode: 200))
  }
}
