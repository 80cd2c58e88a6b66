import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPURLResponse {
  /// Whether the status is exactly 200 OK.
  var isOK: Bool { statusCode == 200 }

  /// Whether the status is in the 2xx success range (200...299).
  var isSuccessful: Bool { (200...299).contains(statusCode) }
}
