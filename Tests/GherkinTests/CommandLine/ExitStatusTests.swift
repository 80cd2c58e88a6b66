import Testing

@testable import GherkinCommandLine

@Suite("The exit status, decided once from a command's facts")
struct ExitStatusTests {
  @Test("a run that passed with every report written exits 0")
  func passedExitsZero() {
    #expect(ExitStatus(runPassed: true).code == 0)
    #expect(ExitStatus.passed.code == 0)
  }

  @Test("a run that failed exits 1")
  func failedExitsOne() {
    #expect(ExitStatus(runPassed: false).code == 1)
  }

  @Test("a faulty input exits 2 whatever the verdict")
  func faultyInputExitsTwo() {
    #expect(ExitStatus(faultyInput: true, runPassed: true).code == 2)
    #expect(ExitStatus(faultyInput: true, runPassed: false).code == 2)
    #expect(ExitStatus.faulty.code == 2)
  }

  @Test("a report that could not be written exits 2, even when the run passed")
  func unwrittenReportExitsTwo() {
    #expect(ExitStatus(runPassed: true, reportsWritten: false).code == 2)
    #expect(ExitStatus(runPassed: false, reportsWritten: false).code == 2)
  }

  @Test("a subcommand's own status is the exit status unless a report could not be written")
  func subcommandDecidesItsOwnStatus() {
    #expect(ExitStatus(subcommandStatus: 7).code == 7)
    #expect(ExitStatus(subcommandStatus: 0).code == 0)
    #expect(ExitStatus(reportsWritten: false, subcommandStatus: 0).code == 2)
  }
}
