import Foundation
import Testing

@testable import GherkinRunner

/// What the command line's invoker says when it cannot see Swift Testing's issues, and how it
/// keeps a problem found outside every hook and step as its run finishes.
@Suite("The command line's invoker of steps that record Swift Testing issues")
struct IssueWatchingInvokerTests {
  @Test("the outcome of installing the handler is told apart by whether Swift Testing is loaded")
  func installationOutcome() {
    #expect(FallbackHandlerInstallation(installed: 1, swiftTestingLoaded: true) == .installed)
    #expect(
      FallbackHandlerInstallation(installed: 0, swiftTestingLoaded: true) == .anotherHandlerFirst)
    #expect(
      FallbackHandlerInstallation(installed: -1, swiftTestingLoaded: true) == .noFallbackHandler)
    #expect(
      FallbackHandlerInstallation(installed: -1, swiftTestingLoaded: false) == .noSwiftTesting)
  }

  @Test("Swift Testing without a fallback handler: a warning naming Swift 6.3 and swift test")
  func warningWithoutFallbackHandler() throws {
    let warning = try #require(FallbackHandlerInstallation.noFallbackHandler.warning)
    #expect(warning.hasPrefix("warning: this command line cannot see the Swift Testing issues"))
    #expect(warning.contains("#expect, Issue.record"), "\(warning)")
    #expect(warning.contains("it needs Swift 6.3 or later"), "\(warning)")
    #expect(warning.contains("`swift test` sees them"), "\(warning)")
    #expect(warning.hasSuffix("\n"))
  }

  @Test("another handler installed first: a warning saying so")
  func warningWhenAnotherHandlerWasFirst() throws {
    let warning = try #require(FallbackHandlerInstallation.anotherHandlerFirst.warning)
    #expect(warning.contains("another fallback event handler was installed first"), "\(warning)")
    #expect(warning.contains("`swift test` sees them"), "\(warning)")
  }

  @Test("no warning when the handler is installed or no Swift Testing is loaded")
  func noWarning() {
    #expect(FallbackHandlerInstallation.installed.warning == nil)
    #expect(FallbackHandlerInstallation.noSwiftTesting.warning == nil)
  }

  @Test("this test process has Swift Testing 6.3 loaded, so the handler is installed")
  func installedHere() {
    #expect(IssueWatchingInvoker.installHandler() == .installed)
  }

  @Test("a problem kept while the run is in progress is among the run's problems at its end")
  func keptBeforeFinishing() {
    let invoker = IssueWatchingInvoker()
    invoker.runStarting()
    let problem = Diagnostic(.issueOutsideStep, message: "a detached task's issue")

    #expect(invoker.keep(problem))
    #expect(invoker.runFinishing() == [problem])
  }

  @Test("a finished run refuses a problem (to standard error), rather than lose it")
  func refusedAfterFinishing() {
    let invoker = IssueWatchingInvoker()
    invoker.runStarting()
    // The order of the race: the handler took the run in progress, then the run finished, then
    // the handler gives it the problem.
    #expect(invoker.runFinishing().isEmpty)

    #expect(!invoker.keep(Diagnostic(.issueOutsideStep, message: "too late")))
    #expect(invoker.runFinishing().isEmpty)
  }
}
