import Foundation

/// Which run a message file belongs to, written as its `testRunStarted` id (valid against the
/// messages schema: an id is any string) and read back by `report`:
///
/// - a plain run: `run-UNIQUE`, new for every run;
/// - a part of a suite split with `--shard`: `suite-DIGEST-shard-INDEX-of-TOTAL-UNIQUE`, where
///   `DIGEST` is the same for every part of one suite (the same files, the same selection before
///   the split, the same step definitions, the same strictness) and differs otherwise.
package struct RunIdentity: Sendable, Hashable {
  /// The suite's digest, for a part of a split suite.
  package let suite: String?
  /// Which part, for a part of a split suite.
  package let shard: Shard?
  /// What tells this run apart from every other.
  let unique: String

  /// A new identity for a plain run.
  package static func unique() -> RunIdentity {
    RunIdentity(suite: nil, shard: nil, unique: newUnique())
  }

  /// A new identity for part `shard` of the suite whose parts all give the same `facts`.
  package static func part(_ shard: Shard, ofSuiteDescribedBy facts: [String]) -> RunIdentity {
    RunIdentity(suite: digest(facts), shard: shard, unique: newUnique())
  }

  /// The `testRunStarted` id.
  package var id: String {
    guard let suite, let shard else { return "run-\(unique)" }
    return "suite-\(suite)-shard-\(shard.index)-of-\(shard.total)-\(unique)"
  }

  private static func newUnique() -> String {
    UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }

  /// Two 64-bit FNV-1a hashes of `facts` (each ended by a NUL), as 32 hexadecimal digits: the same
  /// facts always give the same digest; different ones, in practice, never do.
  private static func digest(_ facts: [String]) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for fact in facts {
      for byte in fact.utf8 + [0] {
        first = (first ^ UInt64(byte)) &* 0x0100_0000_01b3
        second = (second ^ UInt64(byte ^ 0x5a)) &* 0x0100_0000_01b3
      }
    }
    return String(format: "%016llx%016llx", first, second)
  }
}

extension RunIdentity {
  /// Reads an id this type wrote; `nil` for another implementation's id (a plain run's).
  package init?(id: String) {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    if parts.count == 2, parts[0] == "run" {
      self.init(suite: nil, shard: nil, unique: parts[1])
    } else if parts.count == 7, parts[0] == "suite", parts[2] == "shard", parts[4] == "of",
      let index = Int(parts[3]), let total = Int(parts[5]),
      let shard = Shard(index: index, total: total)
    {
      self.init(suite: parts[1], shard: shard, unique: parts[6])
    } else {
      return nil
    }
  }
}
