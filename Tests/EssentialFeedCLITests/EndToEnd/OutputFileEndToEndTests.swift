import Foundation
import TestSupport
import Testing

@Suite("End to end: what image --output may write to")
struct OutputFileEndToEndTests {
  static let sunsetID = ImageEndToEndTests.sunsetID

  @Test("a folder as --output is refused with a plain message, exit status 2, the folder untouched")
  func folder() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let folder = session.folder.path("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)

    let run = try session.run(["image", Self.sunsetID, "--output", folder.path])

    #expect(run.status == 2)
    #expect(run.standardError.contains("--output \(folder.path) is a folder, not a regular file"))
    #expect(!run.standardError.contains("NSCocoaErrorDomain"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    #expect(try session.server.requests().isEmpty, "nothing is loaded for an unusable output")
  }

  @Test("--output into a missing folder is refused up front, exit status 2, nothing loaded")
  func missingFolder() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("missing/sunset.png")

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("can't be written"), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: session.folder.path("missing").path))
    #expect(try session.server.requests().isEmpty, "nothing is loaded for an unusable output")
  }

  @Test(
    "an --output file the user may not write (0444) is refused, exit status 2, the file untouched",
    .enabled(if: UnprivilegedUser.isAvailable, UnprivilegedUser.unavailable))
  func unwritableFile() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("locked.png")
    try Data("old".utf8).write(to: output)
    try UnprivilegedUser.giveOwnership(of: [output])
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: output.path)

    let run = try session.run(
      ["image", Self.sunsetID, "--output", output.path], unprivileged: true)

    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("you may not write to it"), "\(run.standardError)")
    #expect(try Data(contentsOf: output) == Data("old".utf8))
    #expect(try session.server.requests().isEmpty, "nothing is loaded for an unusable output")
  }

  @Test(
    "--output naming the cache store, by its path or through a link, is refused naming both, exit 2, the store intact"
  )
  func outputIsTheStore() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    #expect(try session.run(["feed"]).status == 0, "the cache is saved")
    let saved = try Data(contentsOf: session.store)
    let link = session.folder.path("link-to-store")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: session.store)
    let spelled = session.folder.path("store/../store/feed.sqlite").path

    for output in [session.store.path, link.path, spelled] {
      let run = try session.run(["image", Self.sunsetID, "--output", output])

      #expect(run.status == 2, "\(output): \(run.standardError)")
      #expect(
        run.standardError.contains(
          "--output \(output) can't be written: it is the cache store \(session.store.path)"),
        "\(run.standardError)")
    }
    #expect(try Data(contentsOf: session.store) == saved)
  }

  @Test("--store X --output X with no file at X yet is refused before the store is made, exit 2")
  func outputIsTheNewStore() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let path = session.folder.path("new.sqlite").path

    let run = try session.run(["image", Self.sunsetID, "--store", path, "--output", path])

    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("it is the cache store \(path)"), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try session.server.requests().isEmpty, "nothing is loaded")
  }

  @Test("a new --output file is owner-only (0600)")
  func newFileIsOwnerOnly() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("new.png")

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 0, "\(run.standardError)")
    let mode = try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test("a named pipe (FIFO) as --output is refused, exit status 2, and stays a FIFO")
  func fifo() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let fifo = session.folder.path("pipe")
    try #require(mkfifo(fifo.path, 0o644) == 0)

    let run = try session.run(["image", Self.sunsetID, "--output", fifo.path])

    #expect(run.status == 2)
    #expect(run.standardError.contains("is a named pipe (FIFO), not a regular file"))
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(
    "a symbolic link to a device (/dev/null) or to a folder is refused, exit status 2, the link kept",
    arguments: ["/dev/null", "/tmp"])
  func symlinkToSpecialFile(target: String) throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let link = session.folder.path("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)

    let run = try session.run(["image", Self.sunsetID, "--output", link.path])

    #expect(run.status == 2)
    #expect(run.standardError.contains("is a symbolic link to a"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target)
  }

  @Test("replacing a regular file keeps its permissions (0644 stays 0644)")
  func replacedFileKeepsMode() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let output = session.folder.path("sunset.png")
    try Data("old".utf8).write(to: output)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: output.path)

    let run = try session.run(["image", Self.sunsetID, "--output", output.path])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Data(contentsOf: output) == fixture())
    let mode = try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o644)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: session.folder.url.path)
      .filter { $0.hasPrefix(".sunset.png.") }
    #expect(leftovers == [], "no temporary file is left behind")
  }

  @Test("a symbolic link to a regular file replaces the file it points to and keeps the link")
  func symlinkToRegularFile() throws {
    let session = try EndToEndSession()
    defer { session.close() }
    let target = session.folder.path("real.png")
    try Data("old".utf8).write(to: target)
    let link = session.folder.path("link.png")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let run = try session.run(["image", Self.sunsetID, "--output", link.path])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(try Data(contentsOf: target) == fixture())
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test("--output - writes the image's bytes to standard output and no file named '-'")
  func standardOutput() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(["image", Self.sunsetID, "--output", "-"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutputData == (try fixture()))
    #expect(!FileManager.default.fileExists(atPath: session.folder.path("-").path))
  }

  private func fixture() throws -> Data {
    try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("images/sunset.png"))
  }
}
