import Foundation
import Testing

@testable import essential_feed

@Suite("Configuration: where the cache store lives")
struct StoreLocationTests {
  @Test("--store wins over XDG_CACHE_HOME")
  func storeOption() {
    let location = resolve(option: "/data/feed.db", ["XDG_CACHE_HOME": "/xdg"])

    #expect(location.fileURL.path == "/data/feed.db")
  }

  @Test("a relative --store is taken from the current folder")
  func relativeStoreOption() {
    let location = resolve(option: "caches/../feed.db", [:])

    #expect(location.fileURL.path == "/work/here/feed.db")
  }

  @Test("without --store the store is under XDG_CACHE_HOME")
  func xdgCacheHome() {
    let location = resolve(option: nil, ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/me"])

    #expect(location.fileURL.path == "/xdg/essential-feed/feed.sqlite")
  }

  @Test("without XDG_CACHE_HOME the store is under ~/.cache")
  func homeCache() {
    let location = resolve(option: nil, ["HOME": "/home/me"])

    #expect(location.fileURL.path == "/home/me/.cache/essential-feed/feed.sqlite")
  }

  @Test("a relative XDG_CACHE_HOME is ignored, as the XDG specification says")
  func relativeXDGCacheHome() {
    let location = resolve(option: nil, ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"])

    #expect(location.fileURL.path == "/home/me/.cache/essential-feed/feed.sqlite")
  }

  @Test("without HOME the user's home folder is used")
  func noHome() {
    let location = resolve(option: nil, [:])

    #expect(location.fileURL.path == "/home/fallback/.cache/essential-feed/feed.sqlite")
  }

  @Test(
    "prepare creates missing folders owner-only and leaves the file to the store, which creates it when it opens"
  )
  func prepareCreates() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let location = StoreLocation(fileURL: folder.path("a/b/feed.sqlite"))

    let access = try location.prepare()

    #expect(access == .readWrite)
    #expect(try permissions(folder.path("a")) == 0o700)
    #expect(try permissions(folder.path("a/b")) == 0o700)
    #expect(!FileManager.default.fileExists(atPath: location.fileURL.path))
  }

  @Test("prepare refuses a missing store file in a folder the user may not write to")
  func prepareMissingFileInReadOnlyFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let location = StoreLocation(fileURL: folder.path("feed.sqlite"))

    // Tests may run as root, whom file permissions do not stop: the file manager says "no".
    #expect(throws: StoreLocationError.notWritable(location.fileURL.path)) {
      try location.prepare(fileManager: ReadOnlyFileManager())
    }
  }

  @Test("prepare says that a --store symbolic link in a loop is in a loop")
  func prepareLinkLoop() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = folder.path("loop1")
    try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "loop2")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("loop2").path, withDestinationPath: "loop1")

    #expect(throws: StoreLocationError.notAFile(first.path, kind: "a symbolic link in a loop")) {
      try StoreLocation(fileURL: first).prepare()
    }
  }

  @Test("prepare says that a --store symbolic link to a missing file leads to nothing")
  func prepareDanglingLink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let link = folder.path("feed.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "missing")

    #expect(throws: StoreLocationError.notAFile(link.path, kind: "a symbolic link to nothing")) {
      try StoreLocation(fileURL: link).prepare()
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("missing").path))
  }

  @Test("prepare leaves an existing store file's content alone")
  func prepareKeepsExisting() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("feed.sqlite")
    try Data("cached".utf8).write(to: file)

    try StoreLocation(fileURL: file).prepare()

    #expect(try Data(contentsOf: file) == Data("cached".utf8))
  }

  @Test("prepare fails when a folder on the path is a file")
  func prepareFolderIsFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data().write(to: folder.path("file"))
    let location = StoreLocation(fileURL: folder.path("file/feed.sqlite"))

    #expect {
      try location.prepare()
    } throws: { error in
      guard case .cannotCreateDirectory(let path, _) = error as? StoreLocationError else {
        return false
      }
      return path == folder.path("file").path
    }
  }

  @Test("prepare fails when the store path is a folder")
  func prepareStoreIsFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("feed.sqlite"), withIntermediateDirectories: true)

    #expect(throws: StoreLocationError.notAFile(folder.path("feed.sqlite").path, kind: "a folder"))
    {
      try StoreLocation(fileURL: folder.path("feed.sqlite")).prepare()
    }
  }

  @Test("prepare refuses a named pipe (FIFO) at the store path and leaves it as it is")
  func prepareRefusesFIFO() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fifo = folder.path("feed.sqlite")
    #expect(mkfifo(fifo.path, 0o600) == 0)

    #expect(throws: StoreLocationError.notAFile(fifo.path, kind: "a named pipe (FIFO)")) {
      try StoreLocation(fileURL: fifo).prepare()
    }
    #expect(isFIFO(fifo))
  }

  @Test("prepare refuses a --store link to a character device such as /dev/null")
  func prepareRefusesLinkToDevice() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let link = folder.path("feed.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")

    #expect(throws: StoreLocationError.notAFile(link.path, kind: "a character device")) {
      try StoreLocation(fileURL: link).prepare()
    }
  }

  @Test("at the default path, prepare refuses a symbolic link, even to a regular file")
  func prepareRefusesLinkAtDefaultPath() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let other = folder.path("other.db")
    try Data("theirs".utf8).write(to: other)
    let link = folder.path("feed.sqlite")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: other)

    #expect(throws: StoreLocationError.symbolicLink(link.path)) {
      try StoreLocation(fileURL: link, isDefault: true).prepare()
    }
    #expect(try Data(contentsOf: other) == Data("theirs".utf8))
  }

  @Test("a store file that is not writable is opened read-only, so its cache can still be read")
  func prepareReadOnlyFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let location = StoreLocation(fileURL: folder.path("feed.sqlite"))
    try Data().write(to: location.fileURL)

    // Tests may run as root, whom file permissions do not stop: the file manager says "no".
    let access = try location.prepare(fileManager: ReadOnlyFileManager())

    #expect(access == .readOnly)
  }

  @Test("only the default store path is the app's own location; a --store path is not")
  func defaultPathIsOwned() {
    #expect(resolve(option: nil, ["HOME": "/home/me"]).isDefault)
    #expect(!resolve(option: "/data/feed.db", ["HOME": "/home/me"]).isDefault)
  }

  // MARK: - Helpers

  /// A file manager for which no file is writable.
  private final class ReadOnlyFileManager: FileManager, @unchecked Sendable {
    override func isWritableFile(atPath path: String) -> Bool { false }
  }

  private func resolve(option: String?, _ variables: [String: String]) -> StoreLocation {
    StoreLocation.resolve(
      option: option, environment: ProcessEnvironment(variables: variables),
      currentDirectory: "/work/here", homeDirectory: "/home/fallback")
  }

  private func isFIFO(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
