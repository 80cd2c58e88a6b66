extension Duration {
  /// This duration in milliseconds, as the benchmarks print it.
  var milliseconds: Double {
    Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
  }
}
