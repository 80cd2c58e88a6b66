/// Remembers, for the cases of one ``Scenarios/load(from:environment:)`` call, whether a scenario
/// has failed, so that with `GHERKIN_FAIL_FAST` the cases that start afterwards do not run.
///
/// Swift Testing runs cases in parallel: cases already running when the first failure is
/// recorded finish normally; only the ones that start later are held back.
actor FailFastLatch {
  private(set) var isTripped = false

  /// Records that a scenario failed.
  func trip() {
    isTripped = true
  }
}
