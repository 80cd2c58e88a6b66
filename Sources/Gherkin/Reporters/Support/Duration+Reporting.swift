extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// The whole nanoseconds.
  var nanoseconds: Int64 {
    let parts = components
    return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
  }

  /// Cucumber's summary form: `0m1.234s`.
  var minutesAndSeconds: String {
    let total = max(0, seconds)
    let minutes = Int(total / 60)
    let rest = total - Double(minutes * 60)
    let millis = Int((rest * 1000).rounded())
    let secondsPart = "\(millis / 1000).\(String(millis % 1000).leftPadded(to: 3))"
    return "\(minutes)m\(secondsPart)s"
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
