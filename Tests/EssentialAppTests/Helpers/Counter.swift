/// Counts calls made from concurrent code.
actor Counter {
  private(set) var value = 0

  func increment() {
    value += 1
  }
}
