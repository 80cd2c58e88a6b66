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
      // Not `Data.range(of:)`, which copies the whole buffer each time it looks.
      if let headerEnd = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
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
/// Times the language server on large files: opening a 10 MB feature file (FeedSpecs sentences,
/// one scenario in ten with a misspelt step) to its diagnostics, then repeated completion, hover
/// and document symbols on it, the analysis made, and keystrokes in one of its steps to their
/// diagnostics; and opening a 1 MB file whose every step is
/// undefined (each one a distinct misspelling of a sentence) to its diagnostics.
func runLanguageServerLargeFileBenchmarks() throws {
  try runLargeFileBenchmarks()
  try runUndefinedFileBenchmarks()
}

/// Opens the 10 MB file, sends completion, hover and document symbols requests 10 times each,
/// then types in a step.
private func runLargeFileBenchmarks() throws {
  try withBenchServer { client in
    let large = largeBenchFeature(bytes: 10_000_000)
    let uri = "file:///bench/large.feature"
    let clock = ContinuousClock()
    var published = ""
    // Encoded before the clock starts: the editor's work, not the server's.
    let open = didOpen(uri, large.text)
    // The process's CPU: the server's, while this client waits for its answer.
    let startCPU = cpuSeconds()
    let openTime = clock.measure {
      client.send(open)
      published = client.receive { $0.contains("publishDiagnostics") }
    }
    let openCPU = cpuSeconds() - startCPU
    let megabytes = String(format: "%.1f MB", Double(large.text.utf8.count) / 1_000_000)
    print(
      "lsp-large: open to diagnostics published, \(megabytes) file of \(large.scenarios)"
        + " scenarios, one in ten with a misspelt step (real FeedSpecs registry): "
        + String(format: "%.2f ms, CPU %.2f s", openTime.milliseconds, openCPU)
        + " (\(diagnosticCount(published)) diagnostics published)")
    // A step line in the middle of the file: `And the cache is N days old`.
    let line = large.middleStepLine
    let requests: [(name: String, method: String, params: String)] = [
      (
        "completion after \"And the cach\"", "textDocument/completion",
        #""position":{"line":\#(line),"character":16}"#
      ),
      ("hover on a step", "textDocument/hover", #""position":{"line":\#(line),"character":10}"#),
      ("document symbols", "textDocument/documentSymbol", ""),
    ]
    var id = 1_000
    for request in requests {
      var times: [Duration] = []
      var size = 0
      for _ in 0..<10 {
        id += 1
        let params =
          #"{"textDocument":{"uri":"\#(uri)"}\#(request.params.isEmpty ? "" : ",")\#(request.params)}"#
        times.append(
          clock.measure {
            client.send(
              #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(request.method)","params":\#(params)}"#)
            size = client.receive { $0.contains(#""id":\#(id)"#) }.utf8.count
          })
      }
      print(
        "lsp-large: \(request.name) on the same file, 10 requests: \(summary(times))"
          + " (answer \(size) bytes)")
    }
    timeKeystrokes(client: &client, uri: uri, line: line)
  }
}

/// Types into the step on `line` of the open large file (`And the cache is N days old`) 10
/// times, a letter added then taken away, then presses Enter at the end of that step 10 times,
/// a line added then taken away, and prints the time from each change to its version's
/// diagnostics.
private func timeKeystrokes(client: inout BenchClient, uri: String, line: Int) {
  // Odd versions take back the letter the even ones add after "And the cache".
  timeChanges(client: &client, uri: uri, versions: 2..<12, "a keystroke in a step") { version in
    version % 2 == 0
      ? (#"{"start":{"line":\#(line),"character":17},"end":{"line":\#(line),"character":17}}"#, "s")
      : (#"{"start":{"line":\#(line),"character":17},"end":{"line":\#(line),"character":18}}"#, "")
  }
  // Odd versions take back the line the even ones add below the step (a character past the
  // end of a line is its end).
  timeChanges(client: &client, uri: uri, versions: 12..<22, "an Enter at the end of a step") {
    version in
    version % 2 == 0
      ? (
        #"{"start":{"line":\#(line),"character":999},"end":{"line":\#(line),"character":999}}"#,
        #"\n    "#
      )
      : (
        #"{"start":{"line":\#(line),"character":999},"end":{"line":\#(line + 1),"character":4}}"#,
        ""
      )
  }
}

/// Sends the change `change` gives for each of `versions` (its range and text, as JSON) and
/// prints the time from each change to its version's diagnostics.
private func timeChanges(
  client: inout BenchClient, uri: String, versions: Range<Int>, _ name: String,
  change: (Int) -> (range: String, text: String)
) {
  let clock = ContinuousClock()
  var times: [Duration] = []
  let startCPU = cpuSeconds()
  for version in versions {
    let (range, text) = change(version)
    times.append(
      clock.measure {
        client.send(
          #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":"\#(text)"}]}}"#
        )
        _ = client.receive {
          $0.contains("publishDiagnostics") && $0.contains(#""version":\#(version)"#)
        }
      })
  }
  print(
    "lsp-large: \(name) of the same file to its diagnostics, \(versions.count) changes: "
      + summary(times) + String(format: " (CPU %.2f s in all)", cpuSeconds() - startCPU))
}

/// Opens the 1 MB file of undefined steps.
private func runUndefinedFileBenchmarks() throws {
  try withBenchServer { client in
    let text = undefinedBenchFeature(bytes: 1_000_000)
    let uri = "file:///bench/undefined.feature"
    let clock = ContinuousClock()
    var published = ""
    let open = didOpen(uri, text)
    let openTime = clock.measure {
      client.send(open)
      published = client.receive { $0.contains("publishDiagnostics") }
    }
    let steps = text.components(separatedBy: "    Given ").count - 1
    print(
      "lsp-large: open to diagnostics published, 1 MB file of \(steps) undefined steps, each a"
        + " distinct misspelling (real FeedSpecs registry): "
        + String(format: "%.2f ms", openTime.milliseconds)
        + " (\(diagnosticCount(published)) diagnostics published)")
  }
}

private func didOpen(_ uri: String, _ text: String) -> String {
  #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"gherkin","version":1,"text":\#(jsonString(text))}}}"#
}

/// The number of diagnostics a `publishDiagnostics` notification carries.
private func diagnosticCount(_ message: String) -> Int {
  message.components(separatedBy: #""severity""#).count - 1
}

/// A feature of scenarios made of FeedSpecs sentences up to `bytes` bytes, every tenth
/// scenario with a misspelt step; and the 0-based line of a step `And the cache is N days old`
/// in its middle.
private func largeBenchFeature(bytes: Int) -> (text: String, scenarios: Int, middleStepLine: Int) {
  var text = "Feature: Large benchmark\n\n"
  var lines = 2
  var scenarios = 0
  var middle = 0
  while text.utf8.count < bytes {
    scenarios += 1
    let age = scenarios % 10 == 0 ? "\(scenarios % 7) dayz old" : "\(scenarios % 7) days old"
    if middle == 0, text.utf8.count >= bytes / 2 { middle = lines + 3 }
    text += """
        @fresh-cache
        Scenario: Cache number \(scenarios)
          Given the customer has connectivity
          And the cache is \(age)
          And the server's feed holds \(scenarios) images
          When the customer requests to see the feed
          Then the app should display the latest feed saved


      """
    lines += 8
  }
  return (text, scenarios, middle)
}

/// A feature of `bytes` bytes whose every step is undefined, each a distinct misspelling of a
/// FeedSpecs sentence (``misspeltSentences``), so that each is explained.
private func undefinedBenchFeature(bytes: Int) -> String {
  var text = "Feature: Undefined benchmark\n"
  var scenario = 0
  while text.utf8.count < bytes {
    scenario += 1
    text += "\n  Scenario: Undefined \(scenario)\n"
    for (index, sentence) in misspeltSentences.enumerated() {
      text += "    Given " + String(format: sentence, scenario * 10 + index) + "\n"
    }
  }
  return text
}
