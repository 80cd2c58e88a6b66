import Foundation

/// A system library that a C target of this package looks up at run time instead of linking (so
/// that building needs no development files): what it is called, the files tried, and the words
/// that say what to install. `CurlLibrary` and `SQLiteLibrary` load theirs through it.
package struct RuntimeLibrary: Sendable {
  /// The library's name in a sentence, such as `SQLite`.
  package let name: String
  /// The environment variable that names the file to load instead of ``defaultNames``.
  package let environmentVariable: String
  /// The library names or paths tried in order.
  package let defaultNames: [String]
  /// What to install when none loads, such as `install the package that provides …`.
  package let provider: String

  /// Creates the description of a library.
  package init(name: String, environmentVariable: String, defaultNames: [String], provider: String)
  {
    self.name = name
    self.environmentVariable = environmentVariable
    self.defaultNames = defaultNames
    self.provider = provider
  }

  /// Loads the library with `loader`, a C target's loading function (it takes the names, one a
  /// line, and a buffer for the reason, with its capacity, and returns 1 once loaded), and returns
  /// why the library cannot be used, in one sentence, or `nil` when it is loaded.
  package func load(
    with loader: (String, UnsafeMutablePointer<CChar>, Int) -> Int32,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    var names = defaultNames
    if let chosen = environment[environmentVariable], !chosen.isEmpty { names = [chosen] }
    var error = [CChar](repeating: 0, count: 4096)
    let capacity = error.count
    let loaded = error.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return Int32(0) }
      return loader(names.joined(separator: "\n"), base, capacity)
    }
    guard loaded == 0 else { return nil }
    let reason = String(
      decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return "\(name) could not be loaded (\(reason)); \(provider)"
  }
}
