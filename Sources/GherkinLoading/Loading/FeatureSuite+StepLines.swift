extension FeatureSuite {
  /// The line of each pickle step in its feature file, by pickle step id (for pointing a test
  /// failure at the `.feature` line).
  package var stepLines: [String: Int] {
    var index = GherkinIndex()
    for document in documents { index.add(document) }
    var lines: [String: Int] = [:]
    for pickle in pickles {
      for step in pickle.steps {
        if let line = index.line(of: step) { lines[step.id] = line }
      }
    }
    return lines
  }
}
