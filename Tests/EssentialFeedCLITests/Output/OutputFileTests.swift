import Foundation
import Testing

@testable import essential_feed

@Suite("Output: which --output files are refused before anything is loaded")
struct OutputFileTests {
  @Test("a name ending in '/' is refused, and no file of that name is made")
  func trailingSlashIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect(throws: UsageError.self) {
      try OutputFile.destination("newname/", currentDirectory: folder.url.path)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("newname").path))
  }

  @Test("a file in a missing folder is refused up front")
  func missingFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    #expect {
      try OutputFile.destination("missing/x.png", currentDirectory: folder.url.path)
    } throws: { error in
      guard case .refusedOutput(let path, let reason) = error as? UsageError else { return false }
      return path == "missing/x.png" && reason.contains("missing")
    }
  }

  @Test("a path through a regular file is refused up front")
  func pathThroughFileIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("text".utf8).write(to: folder.path("notes.txt"))

    #expect(throws: UsageError.self) {
      try OutputFile.destination("notes.txt/x.png", currentDirectory: folder.url.path)
    }
  }

  @Test("a symbolic link loop is reported as a loop, not as a link to nothing")
  func symlinkLoopIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("a").path, withDestinationPath: folder.path("b").path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("b").path, withDestinationPath: folder.path("a").path)

    #expect(throws: UsageError.unusableOutput("a", kind: "a symbolic link in a loop")) {
      try OutputFile.destination("a", currentDirectory: folder.url.path)
    }
  }

  @Test("a file with another hard link is refused, so the links are never split")
  func hardLinkedFileIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("old".utf8).write(to: folder.path("one.png"))
    try FileManager.default.linkItem(at: folder.path("one.png"), to: folder.path("two.png"))

    #expect {
      try OutputFile.destination("one.png", currentDirectory: folder.url.path)
    } throws: { error in
      guard case .refusedOutput(_, let reason) = error as? UsageError else { return false }
      return reason.contains("hard links")
    }
  }

  @Test(
    "an existing file the user may not write is refused (0444)",
    .enabled(
      if: geteuid() != 0,
      "skipped as root: file permissions do not stop root's writes; the end-to-end test 'an --output file the user may not write (0444) is refused' runs essential-feed as nobody instead"
    ))
  func unwritableFileIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("old".utf8).write(to: folder.path("locked.png"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: folder.path("locked.png").path)

    #expect {
      try OutputFile.destination("locked.png", currentDirectory: folder.url.path)
    } throws: { error in
      guard case .refusedOutput(_, let reason) = error as? UsageError else { return false }
      return reason.contains("you may not write")
    }
  }

  @Test(
    "an existing file owned by another user is refused, even when writable (0666)",
    .enabled(if: geteuid() == 0, "skipped when not root: only root may give a file away"))
  func otherUsersFileIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("theirs.png")
    try Data("old".utf8).write(to: file)
    #expect(chmod(file.path, 0o666) == 0)
    #expect(chown(file.path, 65_534, 65_534) == 0)

    #expect {
      try OutputFile.destination("theirs.png", currentDirectory: folder.url.path)
    } throws: { error in
      guard case .refusedOutput(_, let reason) = error as? UsageError else { return false }
      return reason.contains("another user")
    }
  }

  @Test("'..' after a symbolic link is resolved by the system, not by the text")
  func dotDotAfterLinkFollowsTheLink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let inner = folder.path("elsewhere/inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: folder.path("link"), withDestinationURL: inner)

    let destination = try OutputFile.destination("link/../x.png", currentDirectory: folder.url.path)
    guard case .file(let url, nil) = destination else {
      Issue.record("expected a new file, got \(destination)")
      return
    }
    try OutputFile.write(Data("new".utf8), to: url, replacing: nil)

    #expect(FileManager.default.fileExists(atPath: folder.path("elsewhere/x.png").path))
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.png").path))
  }

  @Test("a new file is owner-only (0600)")
  func newFileIsOwnerOnly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let destination = try OutputFile.destination("new.png", currentDirectory: folder.url.path)
    guard case .file(let url, let replaced) = destination else { throw OutputFileError(EINVAL) }
    try OutputFile.write(Data("new".utf8), to: url, replacing: replaced)

    #expect(try mode(folder.path("new.png")) == 0o600)
    #expect(try Data(contentsOf: folder.path("new.png")) == Data("new".utf8))
  }

  @Test("a replaced file keeps its permission bits but not set-user-id or set-group-id")
  func setIDBitsAreDropped() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("tool")
    try Data("old".utf8).write(to: file)
    #expect(chmod(file.path, 0o6755) == 0)

    let destination = try OutputFile.destination("tool", currentDirectory: folder.url.path)
    guard case .file(let url, let replaced) = destination else { throw OutputFileError(EINVAL) }
    try OutputFile.write(Data("new".utf8), to: url, replacing: replaced)

    #expect(try mode(file) == 0o755)
  }

  @Test("a file that appears at a new name while loading is left alone, not overwritten")
  func fileAppearingMeanwhileIsKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let destination = try OutputFile.destination("race.png", currentDirectory: folder.url.path)
    guard case .file(let url, let replaced) = destination else { throw OutputFileError(EINVAL) }
    try Data("someone else's".utf8).write(to: folder.path("race.png"))

    #expect(throws: OutputFileError.self) {
      try OutputFile.write(Data("new".utf8), to: url, replacing: replaced)
    }
    #expect(try Data(contentsOf: folder.path("race.png")) == Data("someone else's".utf8))
  }

  @Test("a file replaced by another while loading is left alone, not overwritten")
  func fileSwappedMeanwhileIsKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("old".utf8).write(to: folder.path("swap.png"))

    let destination = try OutputFile.destination("swap.png", currentDirectory: folder.url.path)
    guard case .file(let url, let replaced) = destination else { throw OutputFileError(EINVAL) }
    try Data("swapped in".utf8).write(to: folder.path("other.png"))
    #expect(rename(folder.path("other.png").path, folder.path("swap.png").path) == 0)

    #expect(throws: OutputFileError.self) {
      try OutputFile.write(Data("new".utf8), to: url, replacing: replaced)
    }
    #expect(try Data(contentsOf: folder.path("swap.png")) == Data("swapped in".utf8))
  }

  private func mode(_ url: URL) throws -> mode_t {
    var status = stat()
    guard stat(url.path, &status) == 0 else { throw OutputFileError(errno) }
    return status.st_mode & 0o7777
  }
}
