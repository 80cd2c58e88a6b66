import Foundation

/// Says in words why a file operation failed: the system's own message ("Not a directory") when
/// there is one.
enum FileErrorDescription {
  static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    for candidate in [nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError] {
      if let candidate, candidate.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(candidate.code)))
      }
    }
    return nsError.localizedDescription
  }
}
