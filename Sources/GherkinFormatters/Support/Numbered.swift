/// Values kept once each under a text key, numbered in the order they came: what a report
/// folding many test cases holds of the few things they share (a feature's heading, a file's
/// URI) once each, referring to it by number.
package struct Numbered<Value> {
  /// The values, by number.
  package private(set) var values: [Value] = []
  private var numbers: [String: Int] = [:]

  /// Holds nothing yet.
  package init() {}

  /// The number of the value under `key`, made by `value` the first time.
  package mutating func number(_ key: String, _ value: () -> Value) -> Int {
    if let number = numbers[key] { return number }
    numbers[key] = values.count
    values.append(value())
    return values.count - 1
  }
}
