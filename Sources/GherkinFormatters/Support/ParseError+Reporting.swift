import GherkinParser
import PrintableText

extension ParseError {
  /// `uri:line:column: reason`, the way compilers point at a problem (the end of the file too).
  func located(in uri: String) -> String {
    var reason = message
    if reason.hasPrefix("("), let close = reason.firstIndex(of: ")") {
      reason = String(reason[reason.index(after: close)...])
      if reason.hasPrefix(":") { reason.removeFirst() }
      reason = reason.trimmingPrefix(" ").description
    }
    // The end of the file has no column in Cucumber's messages; it sits at the start of the line
    // after the last, column 1.
    // The reason quotes the file's text: its control characters are shown, never acted on.
    return
      "\(VisibleText.escaping(uri)):\(location.line):\(location.column ?? 1): "
      + VisibleText.escaping(reason)
  }
}
