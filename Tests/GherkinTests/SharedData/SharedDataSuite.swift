import TestSupport
import Testing

/// The parent of this test target's suites that read `../shared`: without the data it is skipped
/// as a whole (Swift Testing reports it cancelled), with `SharedData.skipNotice` printed once in the run.
@Suite(
  "Conformance with Cucumber's Compatibility Kit and formatter test data (../shared)",
  SkippedWithoutSharedData())
enum SharedDataTests {}
