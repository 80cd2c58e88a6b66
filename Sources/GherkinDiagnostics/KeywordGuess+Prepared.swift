import Foundation
import GherkinParser

extension KeywordGuess.Keywords {
  /// `dialect`'s keywords, prepared on first use and kept for the process: a check reads every
  /// dialect's keywords, and would otherwise prepare them again for each file.
  static func prepared(_ dialect: Dialect) -> Self {
    preparedKeywords.keywords(of: dialect)
  }
}

private let preparedKeywords = PreparedKeywords()

/// The keywords prepared so far, by dialect code, each with the dialect it was made from (a
/// dialect of the same code but other keywords is prepared anew).
private final class PreparedKeywords: @unchecked Sendable {
  private let lock = NSLock()
  private var byCode: [String: (dialect: Dialect, keywords: KeywordGuess.Keywords)] = [:]

  func keywords(of dialect: Dialect) -> KeywordGuess.Keywords {
    let kept = lock.withLock { byCode[dialect.code] }
    if let kept, kept.dialect == dialect { return kept.keywords }
    let made = KeywordGuess.Keywords(dialect)
    lock.withLock { byCode[dialect.code] = (dialect, made) }
    return made
  }
}
