import CCurl
import RuntimeLibrary

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

  private static let loadFailure = library.load { ef_curl_load($0, $1, $2) }

  /// The files tried and the package that provides them.
  package static let library = RuntimeLibrary(
    name: "libcurl", environmentVariable: environmentVariable, defaultNames: defaultNames,
    provider: provider)

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
