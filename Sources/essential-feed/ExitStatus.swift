/// The exit statuses of `essential-feed`.
enum ExitStatus {
  /// The command did what was asked.
  static let success: Int32 = 0
  /// Nothing usable to show, or the command failed (unreachable server, bad payload, unusable
  /// store, ...).
  static let failure: Int32 = 1
  /// The command line or the environment is wrong.
  static let usage: Int32 = 2
}
