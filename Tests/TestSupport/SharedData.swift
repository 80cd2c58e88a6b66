import Foundation
import Testing

/// Cucumber's shared test data, kept beside the checkout in `../shared` (not in the repository).
///
/// Every test that reads it lives in its test target's `SharedDataTests` suite, which runs when
/// the folder is there and is otherwise skipped with one notice saying why and how to get the
/// data. With `ESSENTIAL_FEED_REQUIRE_SHARED=1` (CI sets it) the tests always run, and missing
/// data fails them with a message naming the folder instead of being skipped.
package struct SharedData: Sendable {
  /// The environment variable that turns missing data from a skip into a failure.
  package static let requireVariable = "ESSENTIAL_FEED_REQUIRE_SHARED"

  /// The `shared` folder expected beside the package.
  package let folder: URL
  /// Whether ``requireVariable`` is set (to anything but empty or `0`).
  package let isRequired: Bool
  private let exists: @Sendable (String) -> Bool

  package init(
    folder: URL, environment: [String: String],
    exists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) {
    self.folder = folder.standardizedFileURL
    let flag = environment[Self.requireVariable] ?? ""
    self.isRequired = !flag.isEmpty && flag != "0"
    self.exists = exists
  }

  /// The data beside this checkout, as this process's environment asks for it.
  package static let current = SharedData(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../shared"),
    environment: ProcessInfo.processInfo.environment)

  /// Cucumber's conformance data, `shared/conformance`.
  package var conformance: URL { folder.appendingPathComponent("conformance") }

  /// Whether the conformance data is there.
  package var isPresent: Bool { exists(conformance.path) }

  /// Whether the tests on the data run: the data is there, or it is required (and then fails).
  package var runsTests: Bool { isPresent || isRequired }

  /// Why the tests are skipped and how to run them: the one notice a run without the data prints.
  package var skipNotice: String {
    "skipped: Cucumber's conformance data is not beside the checkout (looked for "
      + "\(conformance.path)). These tests compare the Gherkin parser, Cucumber Expressions and "
      + "tag expressions with Cucumber's own test data; to run them, put the team's shared folder "
      + "(with its conformance/ data) at \(folder.path). CI sets \(Self.requireVariable)=1, "
      + "which makes missing data a failure."
  }

  /// `path` inside the conformance data; throws a ``MissingSharedData`` naming the folder when
  /// the data is not there.
  package func conformance(_ path: String) throws(MissingSharedData) -> URL {
    guard isPresent else {
      throw MissingSharedData(
        description:
          "Cucumber's conformance data is missing: \(conformance.path) does not exist "
          + "(\(Self.requireVariable) is set, so these tests must not be skipped)")
    }
    return conformance.appendingPathComponent(path)
  }
}

extension SharedData {
  /// The arguments of a parameterised test over the shared data, one case per file or sample:
  /// none when the data is missing and not required (its suite is skipped with the one notice),
  /// else what `list` finds, which throws naming the folder when required data is missing.
  package func cases(_ list: () throws -> [String]) throws -> [String] {
    guard runsTests else { return [] }
    return try list()
  }
}

/// The shared data a test needs is not there although the run requires it.
package struct MissingSharedData: Error, CustomStringConvertible, Equatable {
  package let description: String

  package init(description: String) { self.description = description }
}

/// Skips the suite it is on (each test target's `SharedDataTests`, the parent of its suites that
/// read `../shared`), once and with ``SharedData/skipNotice``, when the shared data is
/// missing and not required. (A condition trait would repeat the notice for every suite and test
/// inside.)
package struct SkippedWithoutSharedData: SuiteTrait, TestScoping {
  package init() {}

  package var isRecursive: Bool { false }

  package func scopeProvider(for test: Test, testCase: Test.Case?) -> SkippedWithoutSharedData? {
    test.isSuite ? self : nil
  }

  package func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let data = SharedData.current
    guard data.runsTests else {
      // The first suite skipped in this run gives the whole notice; the others point to it.
      let notice =
        SkipNoticeLatch.shared.claim()
        ? data.skipNotice : "skipped as well: it needs the same data (see the notice above)"
      try Test.cancel(Comment(rawValue: notice))
    }
    try await function()
  }
}

/// Whether a suite of this run has already printed ``SharedData/skipNotice``: the test targets
/// run in one process, and the notice is printed once.
private final class SkipNoticeLatch: @unchecked Sendable {
  static let shared = SkipNoticeLatch()
  private let lock = NSLock()
  private var claimed = false

  /// True for the first caller only.
  func claim() -> Bool {
    lock.withLock {
      defer { claimed = true }
      return !claimed
    }
  }
}
