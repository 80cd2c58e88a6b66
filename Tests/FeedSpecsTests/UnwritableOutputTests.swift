import Foundation
import TestSupport
import Testing

@Suite("feed-specs with standard output that cannot be written")
struct UnwritableOutputTests {
  @Test(
    "a report to a full disk or a closed pipe: a clear error and exit 2, never a crash or a pass",
    arguments: UnwritableOutput.Kind.allCases)
  func unwritableOutputIsAnError(kind: UnwritableOutput.Kind) throws {
    let run = try UnwritableOutput.run(
      try BuiltProducts.executable(named: "feed-specs"),
      [PackagePaths.features.appendingPathComponent("validate_cache.feature").path], kind: kind)

    #expect(run.status == 2, "\(run.standardError)")
    #expect(
      run.standardError.contains("feed-specs: standard output cannot be written: "),
      "\(run.standardError)")
  }
}
