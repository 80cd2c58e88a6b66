/// The order test cases run in: as the files define them, reversed, or shuffled by a seed (so
/// that a shuffled run can be repeated exactly).
public enum RunOrder: Sendable, Hashable, CustomStringConvertible {
  /// Files in the order given, scenarios in the order written.
  case defined
  /// The defined order, reversed.
  case reverse
  /// The defined order, shuffled by `seed`: the same seed gives the same order.
  case random(seed: UInt64)

  /// Reads `defined`, `reverse`, `random` (a fresh seed from `makeSeed`) or `random:SEED`.
  package init?(_ text: String, makeSeed: () -> UInt64 = { UInt64.random(in: 0...999_999) }) {
    switch text {
    case "defined": self = .defined
    case "reverse": self = .reverse
    case "random": self = .random(seed: makeSeed())
    default:
      guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else {
        return nil
      }
      self = .random(seed: seed)
    }
  }

  /// `defined`, `reverse` or `random:SEED`, as the option is written.
  public var description: String {
    switch self {
    case .defined: "defined"
    case .reverse: "reverse"
    case .random(let seed): "random:\(seed)"
    }
  }

  /// `items` in this order.
  package func arrange<Item>(_ items: [Item]) -> [Item] {
    switch self {
    case .defined: return items
    case .reverse: return items.reversed()
    case .random(let seed):
      var generator = SeededGenerator(seed: seed)
      return items.shuffled(using: &generator)
    }
  }
}

/// SplitMix64: a small, fast generator whose sequence is fixed by its seed on every platform.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
