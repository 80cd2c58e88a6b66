import Foundation

/// Chooses the API's base URL: `--base-url`, else `ESSENTIAL_FEED_BASE_URL`, else the public
/// Essential Feed API.
enum BaseURLResolver {
  /// The public Essential Feed API.
  static let defaultBaseURL = URL(string: "https://ile-api.essentialdeveloper.com/essential-feed")!

  /// The environment variable that overrides the default base URL.
  static let variable = "ESSENTIAL_FEED_BASE_URL"

  static func resolve(option: URL?, environment: ProcessEnvironment) throws(UsageError) -> URL {
    if let option { return option }
    if let value = environment[variable] {
      return try CommandLineParser.baseURL(value, source: variable)
    }
    return defaultBaseURL
  }
}
