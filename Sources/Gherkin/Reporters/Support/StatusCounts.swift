/// How many test cases or steps ended in each status, worded as Cucumber's summary.
struct StatusCounts: Sendable {
  private var counts: [TestStatus: Int] = [:]
  private(set) var total = 0

  mutating func add(_ status: TestStatus) {
    counts[status, default: 0] += 1
    total += 1
  }

  subscript(status: TestStatus) -> Int { counts[status] ?? 0 }

  /// `3 scenarios (2 passed, 1 failed)`; `0 scenarios` when empty.
  func line(noun: String) -> String {
    let head = "\(total) \(noun)\(total == 1 ? "" : "s")"
    let order: [TestStatus] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped]
    let parts = order.filter { self[$0] > 0 }.map { "\(self[$0]) \($0.rawValue)" }
    return parts.isEmpty ? head : "\(head) (\(parts.joined(separator: ", ")))"
  }
}
