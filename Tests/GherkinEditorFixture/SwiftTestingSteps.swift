#if canImport(Testing)
  import Foundation
  import Gherkin
  import Testing

  /// Steps and a hook that record Swift Testing issues, as a team's steps written with `#expect`
  /// do: the command line's tests run them in this process, where no Swift Testing test runs.
  func addSwiftTestingSteps(to registry: inout StepRegistry<Tally>) {
    registry.then("a step whose expectation fails") { _ in
      let shown = 1
      #expect(shown == 2, "the app shows one image")
    }
    registry.then("an issue is recorded") { _ in Issue.record("the feed is stale") }
    registry.then("an expectation fails as a known issue") { _ in
      withKnownIssue("the cache is not written yet") {
        let saved = 0
        #expect(saved == 1)
      }
    }
    registry.then("a warning is recorded") { _ in
      Issue.record("the image is larger than it needs to be", severity: .warning)
    }
    registry.then("an expectation fails in a detached task") { _ in
      await Task.detached {
        let loaded = false
        #expect(loaded, "the detached load")
      }.value
    }
    registry.when("a step leaves a task running") { _ in
      leftRunning.keep(
        Task {
          for await _ in goAhead.stream { break }
          #expect(Bool(false), "recorded after its step ended")
        })
    }
    registry.then("a later step lets that task record an issue") { _ in
      goAhead.continuation.yield()
      await leftRunning.task?.value
    }
    registry.then("a value is required") { _ in
      let value: Int? = nil
      _ = try #require(value)
    }
    registry.before(tags: "@issueinhook") { _ in Issue.record("the hook cannot open the store") }
  }

  /// Records an issue while the registry is made, before the run starts: Swift Testing reads its
  /// fallback handler at that first issue, once.
  func recordIssueWhileBuilding() { Issue.record("recorded while the registry is made") }

  /// The go-ahead a later step gives the task an earlier step left running.
  let goAhead = AsyncStream.makeStream(of: Void.self)
  /// The task a step left running.
  let leftRunning = LeftRunning()

  /// Keeps the task a step leaves running, for a later step to wait for.
  final class LeftRunning: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var kept: Task<Void, Never>?

    func keep(_ task: Task<Void, Never>) { lock.withLock { kept = task } }

    var task: Task<Void, Never>? { lock.withLock { kept } }
  }
#endif
