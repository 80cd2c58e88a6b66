import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder in `$TMPDIR` that holds this process's temporary SQLite stores
/// (`feed-specs-<pid>-<UUID>`, one subfolder per store), made on first use. Making it arranges for
/// it to be removed however the process ends: at a normal exit (`atexit`), and on SIGINT or
/// SIGTERM, after which the signal is raised again with its default action, so the process still
/// ends as that signal says (status 128 + the signal's number in a shell).
final class TemporaryStores: @unchecked Sendable {
  /// The signals after which the stores are removed.
  static let cleanedUpSignals: [Int32] = [SIGINT, SIGTERM]

  /// The process's folder, made (and its removal arranged) on first use.
  private static let shared = Result {
    let stores = try TemporaryStores()
    stores.arrangeRemoval()
    return stores
  }

  private let folder: URL
  /// Guards `isClosed`, and keeps a store folder from being made while the folder is removed.
  private let lock = NSLock()
  private var isClosed = false
  /// The signal sources, kept for as long as the process runs.
  private var signalSources: [any DispatchSourceSignal] = []

  /// Makes a new, empty folder for one store inside the process's folder.
  ///
  /// - Throws: the error that kept the folder from being made, or ``ExpectationFailure`` once the
  ///   process is ending on a signal.
  static func makeStoreFolder() throws -> URL {
    try shared.get().makeStoreFolder()
  }

  private init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "feed-specs-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Removes the folder at exit and on the signals (called once, before the folder is shared).
  private func arrangeRemoval() {
    atexit { try? TemporaryStores.shared.get().remove() }
    for number in Self.cleanedUpSignals {
      // The source receives the signal instead of its default action, which would end the
      // process before the folder is removed.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in end(on: number) }
      source.resume()
      signalSources.append(source)
    }
  }

  private func makeStoreFolder() throws -> URL {
    try lock.withLock {
      guard !isClosed else { throw ExpectationFailure("the run is ending on a signal") }
      let store = folder.appendingPathComponent("store-\(UUID().uuidString)", isDirectory: true)
      // Not with intermediate folders: once the process's folder is removed, none is remade.
      try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
      return store
    }
  }

  /// Removes the folder and every store in it; no store folder is made afterwards.
  private func remove() {
    lock.withLock {
      isClosed = true
      // A store still being written may add a file while the folder is removed: try again.
      for _ in 0..<10 where FileManager.default.fileExists(atPath: folder.path) {
        try? FileManager.default.removeItem(at: folder)
      }
    }
  }

  /// Removes the folder, then ends the process as signal `number` would have.
  private func end(on number: Int32) -> Never {
    remove()
    signal(number, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, number)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(number)
    _exit(128 + number)
  }
}
