import CCurl
import EssentialFeed
import Foundation

/// How a libcurl result becomes the errors ``CurlHTTPClient`` throws: the client's own limits as
/// ``HTTPClientError``, transport failures as the `URLError` codes `URLSession` uses for them.
enum CurlError {
  static func mapped(_ code: CURLcode, overflowed: Bool, limit: Int) -> any Error {
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return HTTPClientError.timedOut
    case CURLE_FILESIZE_EXCEEDED:
      return HTTPClientError.bodyTooLarge(limit: limit)
    case CURLE_WRITE_ERROR where overflowed:
      return HTTPClientError.bodyTooLarge(limit: limit)
    default:
      return URLError(urlErrorCode(code), userInfo: [NSLocalizedDescriptionKey: message(code)])
    }
  }

  private static func urlErrorCode(_ code: CURLcode) -> URLError.Code {
    switch code {
    case CURLE_UNSUPPORTED_PROTOCOL: return .unsupportedURL
    case CURLE_URL_MALFORMAT: return .badURL
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotFindHost
    case CURLE_COULDNT_CONNECT: return .cannotConnectToHost
    case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE:
      return .networkConnectionLost
    case CURLE_PEER_FAILED_VERIFICATION: return .serverCertificateUntrusted
    case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE:
      return .secureConnectionFailed
    case CURLE_BAD_CONTENT_ENCODING: return .cannotDecodeContentData
    case CURLE_TOO_MANY_REDIRECTS: return .httpTooManyRedirects
    case CURLE_WEIRD_SERVER_REPLY: return .badServerResponse
    default: return .unknown
    }
  }

  private static func message(_ code: CURLcode) -> String {
    String(cString: ef_curl_easy_strerror(code))
  }
}
