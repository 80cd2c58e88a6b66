import Foundation
import Testing

@testable import GherkinCommandLine

/// Every file a run or `report` is given is checked for what it is before it is read: a device
/// (`/dev/zero` never ends), a named pipe with no writer (it would wait for ever), a socket or a
/// folder is refused at once, exit 2, naming it. And no report is written over a file the command
/// reads, whatever spelling or link leads there. The time limit stops a regression that hangs.
@Suite("Special files given to a run or to report", .timeLimit(.minutes(10)))
struct SpecialFilesTests {
  @Test("report on a symbolic link to /dev/zero is refused at once, naming the link and what it is")
  func reportRefusesALinkToADevice() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let link = directory.path("zero.ndjson")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")

    let (code, _, errors) = try await run(in: directory, ["report", link])

    #expect(code == 2)
    #expect(
      errors.contains(
        "\(link): cannot read the message file (it is a symbolic link to /dev/zero, which is a character device, not an ordinary file"
      ), "\(errors)")
  }

  @Test("report on a named pipe with no writer is refused at once instead of waiting for one")
  func reportRefusesAPipeWithoutWriter() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let fifo = directory.path("run.ndjson")
    #expect(mkfifo(fifo, 0o600) == 0)

    let (code, _, errors) = try await run(in: directory, ["report", fifo])

    #expect(code == 2)
    #expect(errors.contains("\(fifo): cannot read the message file (it is a named pipe (FIFO)"))
  }

  @Test("report on a socket is refused, naming it a socket")
  func reportRefusesASocket() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }
    let path = directory.path("run.ndjson")
    let socket = try UnixSocket(boundAt: path)
    defer { socket.close() }

    let (code, _, errors) = try await run(in: directory, ["report", path])

    #expect(code == 2)
    #expect(errors.contains("\(path): cannot read the message file (it is a socket"), "\(errors)")
  }

  @Test("a languages file that is a named pipe with no writer is refused at once, exit 2")
  func languagesFileRefusesAPipe() async throws {
    let directory = try FeatureDirectory(["a.feature": cacheFeature])
    defer { directory.remove() }
    let fifo = directory.url.deletingLastPathComponent().appendingPathComponent("languages.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)

    let (code, _, errors) = try await run(in: directory, ["--languages", fifo.path])

    #expect(code == 2)
    #expect(errors.contains("this is a named pipe (FIFO), not a file"), "\(errors)")
  }

  @Test("a rerun file that is a link to /dev/zero is refused at once, exit 2")
  func rerunFileRefusesADevice() async throws {
    let directory = try FeatureDirectory(["a.feature": cacheFeature])
    defer { directory.remove() }
    let link = directory.url.deletingLastPathComponent().appendingPathComponent("rerun.txt").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")

    let (code, _, errors) = try await run(in: directory, ["@" + link])

    #expect(code == 2)
    #expect(errors.contains("which is a character device, not an ordinary file"), "\(errors)")
  }

  @Test("a report to a named pipe with no reader is refused instead of waiting for one")
  func reportToAPipeIsRefused() async throws {
    let directory = try FeatureDirectory(["a.feature": cacheFeature])
    defer { directory.remove() }
    let fifo = directory.url.deletingLastPathComponent().appendingPathComponent("out.xml").path
    #expect(mkfifo(fifo, 0o600) == 0)

    let (code, _, errors) = try await run(in: directory, ["--format", "junit:\(fifo)"])

    #expect(code == 2)
    #expect(errors.contains("it is a named pipe (FIFO)"), "\(errors)")
  }

  @Test("a report to a hard link of a feature file is refused: files are compared, not paths")
  func reportOverAHardLinkOfAFeatureIsRefused() async throws {
    let directory = try FeatureDirectory(["a.feature": cacheFeature])
    defer { directory.remove() }
    let other = directory.url.deletingLastPathComponent().appendingPathComponent("out.xml").path
    #expect(link(directory.path("a.feature"), other) == 0)

    let (code, _, errors) = try await run(in: directory, ["--format", "junit:\(other)"])

    #expect(code == 2)
    #expect(
      errors.contains("--format would write to \(other), which is one of the files read"),
      "\(errors)")
    #expect(
      try String(contentsOfFile: directory.path("a.feature"), encoding: .utf8) == cacheFeature)
  }

  @Test("report writing to a link to its own message file is refused, the file intact")
  func reportOverItsMessageFileIsRefused() async throws {
    let directory = try FeatureDirectory(["a.feature": cacheFeature])
    defer { directory.remove() }
    let messages = directory.url.deletingLastPathComponent().appendingPathComponent("run.ndjson")
    _ = try await run(in: directory, ["--format", "message:\(messages.path)"])
    let written = try Data(contentsOf: messages)
    let link = directory.url.deletingLastPathComponent().appendingPathComponent("out.ndjson")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: messages)

    let (code, _, errors) = try await run(
      in: directory, ["report", messages.path, "--format", "message:\(link.path)"])

    #expect(code == 2)
    #expect(errors.contains("which is one of the files read (\(messages.path))"), "\(errors)")
    #expect(try Data(contentsOf: messages) == written)
  }

  private func run(in directory: FeatureDirectory, _ arguments: [String]) async throws -> (
    Int32, String, String
  ) {
    await runFeedSpecs(arguments, defaultPath: directory.url.path, registry: makeCacheRegistry())
  }
}

/// A Unix domain socket bound at a path, so that a socket file is there.
private struct UnixSocket {
  private let descriptor: Int32

  init(boundAt path: String) throws {
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8CString)
    guard descriptor >= 0, bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else {
      throw StepFailure()
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes.map { UInt8(bitPattern: $0) })
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw StepFailure() }
  }

  func close() { _ = Foundation.close(descriptor) }
}
