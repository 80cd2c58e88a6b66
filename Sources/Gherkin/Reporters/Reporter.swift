/// Turns the event stream of a run into one report.
///
/// A reporter is a value fed every event in order; it returns the text that is ready to be
/// written at that point. Streaming reporters (pretty, progress) return text as the run goes;
/// document reporters (JUnit, JSON, HTML) return their whole document once, at `runFinished`, so
/// each report file is written once for the whole run.
package protocol Reporter {
  /// Folds `event` into the report and returns the text to append to the output now.
  mutating func handle(_ event: RunEvent) -> String
}
