import CCurl
import EssentialFeed
import Foundation

/// Typed access to an easy handle's options and information, through the module's non-variadic
/// wrappers. Remembers the first option libcurl refused, so a request is never made half set up.
final class CurlOptions {
  private let easy: UnsafeMutableRawPointer
  /// The error for the first option libcurl refused, if any.
  private(set) var failure: URLError?

  init(_ easy: UnsafeMutableRawPointer) {
    self.easy = easy
  }

  /// Sets up a plain `GET` that delivers its body to `sink`, within
  /// `maximumBodySize` when the response declares its length.
  func configure(maximumBodySize: Int, sink: CurlResponseSink) {
    let protocols = HTTPScheme.supportedSchemes.joined(separator: ",")
    set(CURLOPT_NOSIGNAL, 1)
    set(CURLOPT_HTTPGET, 1)
    set(CURLOPT_PROTOCOLS_STR, protocols)
    set(CURLOPT_REDIR_PROTOCOLS_STR, protocols)
    set(CURLOPT_FOLLOWLOCATION, 0)  // followed by the transfer, to check each target first
    set(CURLOPT_ACCEPT_ENCODING, "")  // every encoding libcurl decodes; the sink sees it decoded
    set(CURLOPT_MAXFILESIZE_LARGE, off: curl_off_t(maximumBodySize))
    let context = Unmanaged.passUnretained(sink).toOpaque()
    setPointer(CURLOPT_WRITEDATA, context)
    setCallback(CURLOPT_WRITEFUNCTION) { data, size, count, context in
      guard let data, let context else { return 0 }
      let sink = Unmanaged<CurlResponseSink>.fromOpaque(context).takeUnretainedValue()
      let chunk = UnsafeRawBufferPointer(start: data, count: size * count)
      return sink.receiveBody(chunk) ? size * count : 0
    }
  }

  func set(_ option: CURLoption, _ value: Int) {
    check(ef_curl_easy_setopt_long(easy, option, value))
  }

  func set(_ option: CURLoption, off value: curl_off_t) {
    check(ef_curl_easy_setopt_off_t(easy, option, value))
  }

  /// Sets a string option; libcurl copies the string.
  func set(_ option: CURLoption, _ value: String) {
    check(value.withCString { ef_curl_easy_setopt_string(easy, option, $0) })
  }

  private func setPointer(_ option: CURLoption, _ value: UnsafeMutableRawPointer) {
    check(ef_curl_easy_setopt_pointer(easy, option, value))
  }

  private func setCallback(_ option: CURLoption, _ callback: curl_write_callback) {
    check(ef_curl_easy_setopt_write_callback(easy, option, callback))
  }

  private func check(_ code: CURLcode) {
    guard code != CURLE_OK, failure == nil else { return }
    failure = CurlError.mapped(code, overflowed: false, limit: 0) as? URLError ?? URLError(.unknown)
  }

  /// A numeric piece of information about the last transfer (0 when libcurl has none).
  func long(_ info: CURLINFO) -> Int {
    var value = 0
    return ef_curl_easy_getinfo_long(easy, info, &value) == CURLE_OK ? value : 0
  }

  /// A text piece of information about the last transfer, if libcurl has one.
  func string(_ info: CURLINFO) -> String? {
    var value: UnsafeMutablePointer<CChar>?
    guard ef_curl_easy_getinfo_string(easy, info, &value) == CURLE_OK, let value else {
      return nil
    }
    return String(cString: value)
  }
}
