import EssentialFeed
import Foundation

/// Times `FeedItemsMapper.map` on a 10,000-item feed payload and prints the median and best
/// of several runs, in milliseconds and items per second.
func runRemoteBenchmarks() throws {
  let itemCount = 10_000
  let iterations = 20
  let payload = try makeFeedPayload(itemCount: itemCount)
  let response = HTTPResponse(statusCode: 200)
  let clock = ContinuousClock()

  var mappedCount = 0
  var samples: [Duration] = []
  for _ in 0..<(iterations + 1) {
    let elapsed = try clock.measure {
      mappedCount = try FeedItemsMapper.map(payload, from: response).count
    }
    samples.append(elapsed)
  }
  precondition(mappedCount == itemCount, "feed-bench: mapped \(mappedCount) of \(itemCount) items")
  let measured = samples.dropFirst().sorted()  // the first run warms up
  let median = measured[measured.count / 2].milliseconds
  let best = measured[0].milliseconds

  print(
    """
    FeedItemsMapper.map: \(itemCount)-item feed JSON (\(payload.count) bytes), \
    \(iterations) runs after 1 warm-up
      median \(format(median)) ms (\(format(Double(itemCount) / median * 1000, digits: 0)) items/s), \
    best \(format(best)) ms (\(format(Double(itemCount) / best * 1000, digits: 0)) items/s)
    """)
}

private func makeFeedPayload(itemCount: Int) throws -> Data {
  let items: [[String: Any]] = (0..<itemCount).map { index in
    var item: [String: Any] = [
      "id": UUID().uuidString,
      "image": "https://images.example/\(index).jpg",
    ]
    if index % 2 == 0 { item["description"] = "Description of image \(index)" }
    if index % 3 == 0 { item["location"] = "Location \(index)" }
    return item
  }
  return try JSONSerialization.data(withJSONObject: ["items": items])
}

private func format(_ value: Double, digits: Int = 2) -> String {
  String(format: "%.\(digits)f", value)
}
