import CHeapUsage
import Foundation
import GherkinCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// Parses and compiles two 10 MB corpora made by `../shared/bench/gen_corpus.py` (1,000 files,
/// and one file), and prints the time, the throughput, the pickle counts against the corpus's
/// MANIFEST.json, and the peak memory. Set `GHERKIN_BENCH_DIR` to reuse generated corpora.
///
/// With `GHERKIN_PEER_CLI` naming a Gherkin command line that parses and compiles the files it is
/// given (such as Cucumber's C library's `gherkin --no-source --no-ast --no-pickles`, built apart),
/// it also runs that 5 times on each corpus and prints its CPU beside ours, and the ratio.
func runGherkinBenchmarks() {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
  let base =
    ProcessInfo.processInfo.environment["GHERKIN_BENCH_DIR"].map(URL.init(fileURLWithPath:))
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("gherkin-bench")
  print("gherkin: parse + compile, best and median of 5 runs, files read into memory first")
  for files in [1000, 1] {
    let corpus = base.appendingPathComponent("mb10-seed1-files\(files)")
    do {
      try generateCorpus(at: corpus, files: files, root: root)
      let label = "10 MB in \(files) file\(files == 1 ? "" : "s")"
      let cpu = try benchmarkCorpus(at: corpus, label: label)
      try comparePeer(on: corpus, label: label, ourCPU: cpu)
    } catch {
      print("gherkin: corpus \(corpus.path) unavailable: \(error)")
    }
  }
}

private func generateCorpus(at corpus: URL, files: Int, root: URL) throws {
  let manifest = corpus.appendingPathComponent("MANIFEST.json")
  guard !FileManager.default.fileExists(atPath: manifest.path) else { return }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "python3", root.appendingPathComponent("../shared/bench/gen_corpus.py").path, "--mb", "10",
    "--seed", "1", "--files", String(files), "--out", corpus.path,
  ]
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
}

/// The corpus's feature files (names and texts, sorted by name) and the number of pickles its
/// MANIFEST.json says they make (-1 when it says none).
private func readCorpus(at corpus: URL) throws -> (
  names: [String], sources: [String], expectedPickles: Int
) {
  let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    .filter { $0.hasSuffix(".feature") }.sorted()
  let sources = try names.map {
    try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8)
  }
  let manifest = try JSONSerialization.jsonObject(
    with: Data(contentsOf: corpus.appendingPathComponent("MANIFEST.json")))
  let totals = (manifest as? [String: Any])?["totals"] as? [String: Any]
  return (names, sources, totals?["pickles"] as? Int ?? -1)
}

/// Parses and compiles the corpus 5 times, prints the figures, and returns the CPU per run.
private func benchmarkCorpus(at corpus: URL, label: String) throws -> Double {
  let (names, sources, expectedPickles) = try readCorpus(at: corpus)
  let bytes = sources.reduce(0) { $0 + $1.utf8.count }
  let parser = GherkinParser()
  let peakIsPerCorpus = resetPeakMemory()
  let residentBefore = residentMegabytes("VmRSS:")
  let heapBefore = heapInUseBytes()
  var durations: [Duration] = []
  var releases: [Duration] = []
  var cpu = 0.0
  var pickles = 0
  var errors = 0
  var alive = 0
  var heapAlive = 0
  for _ in 0..<5 {
    let clock = ContinuousClock()
    // Every file's document and pickles are kept until the clock stops, as a runner keeps
    // them; releasing them is timed apart.
    var kept: [(ParseResult, [Pickle])] = []
    kept.reserveCapacity(sources.count)
    let cpuBefore = cpuSeconds()
    durations.append(
      clock.measure {
        for (index, source) in sources.enumerated() {
          var ids = IdGenerator()
          let result = parser.parse(source, uri: names[index], ids: &ids)
          kept.append((result, result.document.map { PickleCompiler.compile($0, ids: &ids) } ?? []))
        }
      })
    cpu += cpuSeconds() - cpuBefore
    alive = max(alive, residentMegabytes("VmRSS:"))
    heapAlive = max(heapAlive, heapInUseBytes() - heapBefore)
    pickles = kept.reduce(0) { $0 + $1.1.count }
    errors = kept.count { $0.0.document == nil }
    releases.append(clock.measure { kept = [] })
  }
  let cpuPerRun = cpu / 5
  durations.sort()
  releases.sort()
  let best = durations[0].milliseconds / 1_000
  let median = durations[durations.count / 2].milliseconds / 1_000
  let release = releases[releases.count / 2].milliseconds / 1_000
  let megabytes = Double(bytes) / 1e6
  print(
    "gherkin: \(label) (\(String(format: "%.2f", megabytes)) MB): best "
      + "\(String(format: "%.3f", best)) s (\(String(format: "%.1f", megabytes / best)) MB/s), "
      + "median \(String(format: "%.3f", median)) s (releasing the results after: median "
      + "\(String(format: "%.3f", release)) s), CPU \(String(format: "%.3f", cpuPerRun)) s per parse + compile; pickles \(pickles) "
      + "(MANIFEST \(expectedPickles): \(pickles == expectedPickles ? "match" : "MISMATCH")), "
      + "files with errors \(errors); "
      + (peakIsPerCorpus ? "peak RSS in this corpus " : "process peak RSS so far ")
      + "\(peakMemoryMegabytes()) MiB; RSS with one run's documents and pickles alive \(alive) MiB "
      + "(before the runs, with the sources read: \(residentBefore) MiB); heap they hold "
      + heapFigure(heapAlive))
  return cpuPerRun
}

/// Runs `GHERKIN_PEER_CLI` (with `--no-source --no-ast --no-pickles`) on the corpus's files 5
/// times, when it is set, and prints its CPU per run (the whole process: it reads the files too)
/// beside `ourCPU`.
private func comparePeer(on corpus: URL, label: String, ourCPU: Double) throws {
  guard let peer = ProcessInfo.processInfo.environment["GHERKIN_PEER_CLI"] else { return }
  let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    .filter { $0.hasSuffix(".feature") }.sorted()
    .map { corpus.appendingPathComponent($0).path }
  var runs: [ChildUsage] = []
  for _ in 0..<5 {
    runs.append(try runChild(peer, ["--no-source", "--no-ast", "--no-pickles"] + files))
  }
  let peerCPU = runs.reduce(0) { $0 + $1.cpuSeconds } / Double(runs.count)
  print(
    "gherkin: \(label): peer \(peer): CPU \(String(format: "%.3f", peerCPU)) s per run (exit "
      + "\(runs[0].status), peak RSS \(runs.map(\.peakMegabytes).max() ?? 0) MiB); ours / peer "
      + "\(String(format: "%.2f", ourCPU / peerCPU))")
}

/// The CPU time this process has used so far, in seconds (user and system, every thread).
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.cpuSeconds
}

/// The bytes the allocator has handed out and not had back, or -1 where there is no such count.
/// Unlike RSS, it does not count what the allocator keeps after a release, nor the program's own
/// pages.
private func heapInUseBytes() -> Int { Int(ef_heap_in_use_bytes()) }

/// `bytes` of heap in MiB with one decimal, or "unknown" where the count is not available.
private func heapFigure(_ bytes: Int) -> String {
  guard heapInUseBytes() >= 0 else { return "unknown" }
  return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}

/// Resets the process's peak RSS (Linux: `5` to `/proc/self/clear_refs`), so that the next
/// reading covers one corpus; `false` where that is not possible. The peak starts from the
/// current RSS, which holds any heap the allocator kept from the corpus before (printed as the
/// RSS before the runs).
private func resetPeakMemory() -> Bool {
  (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
}

/// A `/proc/self/status` figure in MiB (`VmHWM:` the peak RSS, `VmRSS:` the current one), or 0
/// where there is none.
private func residentMegabytes(_ field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
    let kilobytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}

private func peakMemoryMegabytes() -> Int {
  let peak = residentMegabytes("VmHWM:")
  if peak > 0 { return peak }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss / 1024
}
