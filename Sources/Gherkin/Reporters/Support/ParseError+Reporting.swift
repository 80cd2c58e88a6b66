extension ParseError {
  /// `uri:line:column: reason`, the way compilers point at a problem.
  func located(in uri: String) -> String {
    var reason = message
    if reason.hasPrefix("("), let close = reason.firstIndex(of: ")") {
      reason = String(reason[reason.index(after: close)...])
      if reason.hasPrefix(":") { reason.removeFirst() }
      reason = reason.trimmingPrefix(" ").description
    }
    let column = location.column.map { ":\($0)" } ?? ""
    return "\(uri):\(location.line)\(column): \(reason)"
  }
}
