#if canImport(Testing)
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
    registry.then("a value is required") { _ in
      let value: Int? = nil
      _ = try #require(value)
    }
    registry.before(tags: "@issueinhook") { _ in Issue.record("the hook cannot open the store") }
  }
#endif
