/// Counts passed cases per group and keeps a note for each failure.
struct ConformanceTally {
  private(set) var groups: [(name: String, passed: Int, total: Int)] = []
  private(set) var failures: [String] = []

  mutating func record(group: String, case name: String, failure: String?) {
    if let index = groups.firstIndex(where: { $0.name == group }) {
      groups[index].total += 1
      if failure == nil { groups[index].passed += 1 }
    } else {
      groups.append((group, failure == nil ? 1 : 0, 1))
    }
    if let failure { failures.append("\(group)/\(name): \(failure)") }
  }

  var passed: Int { groups.reduce(0) { $0 + $1.passed } }
  var total: Int { groups.reduce(0) { $0 + $1.total } }

  var breakdown: String {
    groups.map { "\($0.name) \($0.passed)/\($0.total)" }.joined(separator: ", ")
  }
}
