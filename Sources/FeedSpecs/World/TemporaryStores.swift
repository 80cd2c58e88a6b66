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
///
/// The signal handler only writes the signal's number to a pipe (`write` is async-signal-safe); a
/// thread of its own reads it and removes the folder. The handler is in place before the folder
/// exists, so no signal after that is missed.
final class TemporaryStores: @unchecked Sendable {
  /// The signals after which the stores are removed.
  static let cleanedUpSignals: [Int32] = [SIGINT, SIGTERM]

  /// The process's folder, made (and its removal arranged) on first use.
  private static let shared = Result {
    let stores = TemporaryStores()
    stores.arrangeRemoval()
    try FileManager.default.createDirectory(at: stores.folder, withIntermediateDirectories: true)
    return stores
  }

  private let folder: URL
  /// Guards `isClosed`, and keeps a store folder from being made while the folder is removed.
  private let lock = NSLock()
  private var isClosed = false

  /// Makes a new, empty folder for one store inside the process's folder.
  ///
  /// - Throws: the error that kept the folder from being made, or ``ExpectationFailure`` once the
  ///   process is ending on a signal.
  static func makeStoreFolder() throws -> URL {
    try shared.get().makeStoreFolder()
  }

  private init() {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "feed-specs-\(getpid())-\(UUID().uuidString)", isDirectory: true)
  }

  /// Removes the folder at exit and after the signals (called once, before the folder is made).
  private func arrangeRemoval() {
    atexit { try? TemporaryStores.shared.get().remove() }
    let pipe = signalPipe
    guard pipe.read >= 0 else { return }
    Thread { [self] in
      var number: UInt8 = 0
      var count = read(pipe.read, &number, 1)
      while count < 0 && errno == EINTR { count = read(pipe.read, &number, 1) }
      if count == 1 { end(on: Int32(number)) }
    }.start()
    for number in Self.cleanedUpSignals {
      // A handler, not SIG_IGN: an ignored signal would stay ignored in every program the
      // process starts afterwards.
      signal(number) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipe.write, &byte, 1)
      }
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

/// The pipe the signal handler writes to: made before the handler is installed, never closed,
/// and not passed on to programs the process starts (`-1` ends when it cannot be made: the folder
/// is then removed at exit only).
private let signalPipe: (read: Int32, write: Int32) = {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return (-1, -1) }
  for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  return (ends[0], ends[1])
}()
