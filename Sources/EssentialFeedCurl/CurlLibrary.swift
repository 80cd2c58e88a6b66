import CCurl
import Foundation

/// libcurl, loaded once per process at run time, so that building needs no libcurl development
/// files: the shared library comes with the system (FoundationNetworking links it on Linux).
///
/// The library searched for is `libcurl.so.4`, then Debian's `libcurl-gnutls.so.4` (on Apple
/// platforms, `libcurl.4.dylib`); the environment variable ``environmentVariable`` names another
/// library file instead.
public enum CurlLibrary {
  /// The environment variable that names the libcurl file to load instead of the usual names.
  public static let environmentVariable = "ESSENTIAL_FEED_LIBCURL"

  /// Why libcurl cannot be used in this process, in one sentence, or `nil` when it is loaded.
  ///
  /// The first read loads the library; ``CurlHTTPClient`` fails each request with this reason
  /// when it is not `nil`.
  public static var unavailableReason: String? { loadFailure }

  private static let loadFailure: String? = {
    let names: [String]
    if let chosen = ProcessInfo.processInfo.environment[environmentVariable], !chosen.isEmpty {
      names = [chosen]
    } else {
      names = defaultNames
    }
    var error = [CChar](repeating: 0, count: 4096)
    let loaded = ef_curl_load(names.joined(separator: "\n"), &error, error.count)
    guard loaded == 0 else { return nil }
    let reason = String(
      decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return "libcurl could not be loaded (\(reason)); \(provider)"
  }()

  #if canImport(Darwin)
    private static let defaultNames = ["libcurl.4.dylib", "/usr/lib/libcurl.4.dylib"]
    private static let provider = "it comes with the system, or with Homebrew's curl package"
  #else
    private static let defaultNames = ["libcurl.so.4", "libcurl-gnutls.so.4"]
    private static let provider =
      "install the package that provides libcurl.so.4 (libcurl4 on Debian and Ubuntu, "
      + "libcurl on Fedora)"
  #endif

}
