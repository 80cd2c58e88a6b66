import FeedSpecs
import Foundation
import GherkinLanguageServer

#if canImport(Glibc)
  import Glibc
#endif

/// Times the language server as an editor meets it: from sending a one-line change of a 1,000-line
/// feature file to receiving its diagnostics, and from a completion request to its answer. The
/// server runs in-process on pipes (framing, JSON and the real FeedSpecs registry included).
func runLanguageServerBenchmarks() throws {
  try withBenchServer { client in

    let text = benchFeature(lines: 1_000)
    let uri = "file:///bench/bench.feature"
    let clock = ContinuousClock()
    // Opening is the cold case: every step text of the file is matched for the first time.
    let openTime = clock.measure {
      client.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"gherkin","version":1,"text":\#(jsonString(text))}}}"#
      )
      _ = client.receive { $0.contains("publishDiagnostics") }
    }

    let runs = 30
    var changeTimes: [Duration] = []
    for version in 2..<(2 + runs) {
      // Alternate one step (line 500) between a defined and an undefined sentence.
      let sentence = version % 2 == 0 ? "the cache is 3 days old" : "the cache is three days"
      let change =
        #"{"range":{"start":{"line":499,"character":8},"end":{"line":499,"character":200}},"text":"\#(sentence)"}"#
      changeTimes.append(
        clock.measure {
          client.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(change)]}}"#
          )
          _ = client.receive { $0.contains(#""version":\#(version)"#) }
        })
    }
    var completionTimes: [Duration] = []
    var items = 0
    for id in 100..<(100 + runs) {
      completionTimes.append(
        clock.measure {
          client.send(
            #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":499,"character":16}}}"#
          )
          let reply = client.receive { $0.contains(#""id":\#(id)"#) }
          items = reply.components(separatedBy: #""insertTextFormat""#).count - 1
        })
    }

    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    print(
      "lsp: open to diagnostics published, \(lines)-line file, every step text matched for the"
        + " first time (real FeedSpecs registry): "
        + String(format: "%.2f ms", openTime.milliseconds))
    print(
      "lsp: one-line change to diagnostics published, \(lines)-line file, \(runs) changes"
        + " (incremental sync, real FeedSpecs registry): \(summary(changeTimes))")
    print(
      "lsp: completion after \"And the cach\" (\(items) sentences offered) on the same file,"
        + " \(runs) requests: \(summary(completionTimes))")
  }
}

/// Times the editor's latency after fast typing: a file of 1,000 undefined steps is open, the
/// editor sends 200 one-character changes without waiting, then a hover. Reports the time from
/// sending the hover to its answer, and from the first change to the diagnostics of the last
/// version. A writer thread sends while this thread reads, as an editor does.
func runLanguageServerBurstBenchmarks() throws {
  try withBenchServer { client in

    let undefined = 1_000
    var text = "Feature: Typing fast\n"
    for scenario in 0..<(undefined / 10) {
      text += "\n  Scenario: Widgets \(scenario)\n"
      for step in 0..<10 {
        text += "    Given the widget \(scenario * 10 + step) is flapped twice\n"
      }
    }
    let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 2
    let uri = "file:///bench/typing.feature"
    client.send(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"gherkin","version":1,"text":\#(jsonString(text))}}}"#
    )
    _ = client.receive { $0.contains("publishDiagnostics") }

    let changes = 200
    let lastVersion = 1 + changes
    let clock = ContinuousClock()
    let sent = SendTimes()
    let writer = client
    Thread.detachNewThread {
      let burst = clock.now
      for version in 2...lastVersion {
        // One keystroke: a letter typed at the end of the last step's line.
        let column = 40 + version
        writer.send(
          #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(lastLine),"character":\#(column)},"end":{"line":\#(lastLine),"character":\#(column)}},"text":"x"}]}}"#
        )
      }
      let hover = clock.now
      sent.set((burst, hover))
      writer.send(
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":10}}}"#
      )
    }
    var hoverAnswered: ContinuousClock.Instant?
    var lastDiagnostics: ContinuousClock.Instant?
    var published = 0
    while hoverAnswered == nil || lastDiagnostics == nil {
      let message = client.receive { _ in true }
      if message.contains("publishDiagnostics") {
        published += 1
        if message.contains(#""version":\#(lastVersion)"#) { lastDiagnostics = clock.now }
      } else if message.contains(#""id":2"#) {
        hoverAnswered = clock.now
      }
    }
    guard let times = sent.get(), let hoverAnswered, let lastDiagnostics else { return }
    print(
      "lsp-burst: \(changes) changes sent without waiting, then a hover, on a file of \(undefined)"
        + " undefined steps: hover answered "
        + String(format: "%.2f ms", (hoverAnswered - times.hover).milliseconds)
        + " after it was sent; diagnostics of the last version "
        + String(format: "%.2f ms", (lastDiagnostics - times.burst).milliseconds)
        + " after the first change (\(published) diagnostics notifications)")
  }
}

/// When the writer thread began the burst and sent the hover, read by the reading thread.
/// Runs `body` against the language server, in-process on pipes with the real FeedSpecs
/// registry, initialized; then shuts it down and waits for it to end: the pipes close when this
/// returns, and a server still reading could take a descriptor number the next benchmark reuses.
private func withBenchServer(_ body: (inout BenchClient) throws -> Void) throws {
  let server = LanguageServer(registry: try FeedSpecs.registry())
  let (toServer, fromServer) = (Pipe(), Pipe())
  let (input, output) = (
    toServer.fileHandleForReading.fileDescriptor, fromServer.fileHandleForWriting.fileDescriptor
  )
  let ended = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    _ = server.run(input: input, output: output)
    ended.signal()
  }
  var client = BenchClient(
    writer: toServer.fileHandleForWriting, reader: fromServer.fileHandleForReading.fileDescriptor)
  client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
  _ = client.receive { $0.contains(#""id":1"#) }
  try body(&client)
  client.send(#"{"jsonrpc":"2.0","id":999,"method":"shutdown"}"#)
  _ = client.receive { $0.contains(#""id":999"#) }
  client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
  ended.wait()
}

private final class SendTimes: @unchecked Sendable {
  private let lock = NSLock()
  private var times: (burst: ContinuousClock.Instant, hover: ContinuousClock.Instant)?

  func set(_ value: (burst: ContinuousClock.Instant, hover: ContinuousClock.Instant)) {
    lock.withLock { times = value }
  }

  func get() -> (burst: ContinuousClock.Instant, hover: ContinuousClock.Instant)? {
    lock.withLock { times }
  }
}

func summary(_ times: [Duration]) -> String {
  let sorted = times.sorted()
  let median = sorted[sorted.count / 2].milliseconds
  let worst = sorted[sorted.count - 1].milliseconds
  return String(format: "median %.2f ms, worst %.2f ms", median, worst)
}

/// A feature of `lines` lines of scenarios made of FeedSpecs sentences, with a table each; the
/// numbers make most step texts differ from one scenario to the next, as in real files.
private func benchFeature(lines: Int) -> String {
  var text = "Feature: Benchmark\n\n"
  var number = 0
  while text.split(separator: "\n", omittingEmptySubsequences: false).count + 12 <= lines {
    number += 1
    text += """
        @fresh-cache
        Scenario: Cache number \(number)
          Given there's a cached version of the feed holding these images:
            | description        | location |
            | Sunset at the pier | Brighton |
          And the cache is \(number % 7) days old
          And the customer has connectivity
          And the server's feed holds \(number) images
          When the customer requests to see the feed
          Then the app should display the latest feed saved
          And no error message is shown


      """
  }
  while text.split(separator: "\n", omittingEmptySubsequences: false).count <= lines {
    text += "\n"
  }
  return text
}

func jsonString(_ text: String) -> String {
  let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
  let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
  return String(array.dropFirst().dropLast())
}

/// The editor's side of the pipes: writes framed messages, reads framed replies.
struct BenchClient: Sendable {
  let writer: FileHandle
  let reader: Int32
  var buffer = Data()

  func send(_ json: String) {
    writer.write(Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8))
  }

  /// The next message for which `wanted` holds (others are skipped).
  mutating func receive(_ wanted: (String) -> Bool) -> String {
    while true {
      if let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
        let header = String(
          decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        let length =
          Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        if buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length {
          let body = String(
            decoding: buffer[headerEnd.upperBound..<headerEnd.upperBound + length], as: UTF8.self)
          buffer = Data(buffer[(headerEnd.upperBound + length)...])
          if wanted(body) { return body }
          continue
        }
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(reader, &chunk, chunk.count)
      guard count > 0 else { fatalError("lsp benchmark: the server closed its output") }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }
}
