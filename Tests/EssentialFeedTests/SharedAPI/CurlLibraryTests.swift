import EssentialFeedCurl
import Testing

@Suite("libcurl is found at run time, without its development files")
struct CurlLibraryTests {
  /// CurlHTTPClient declares libcurl's functions itself and looks them up in the shared library:
  /// this fails when that search no longer finds the library the system ships.
  @Test("the library the system ships is loaded, with every function the client calls")
  func systemLibcurlIsLoaded() {
    #expect(CurlLibrary.unavailableReason == nil, "\(CurlLibrary.unavailableReason ?? "")")
  }
}
