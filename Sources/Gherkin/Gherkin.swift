// What a team writes against, and nothing else. Each declaration is re-exported by name
// (`@_exported import struct M.T`, the form Swift offers to re-export one declaration), so
// completion after `import Gherkin` does not list the parser's, the loader's or Cucumber's
// message protocol's declarations:
// - steps and hooks (GherkinRunner): the registry, its bodies, what a step or hook calls;
// - a step's arguments (GherkinParser) and parameter types (CucumberExpressions);
// - a suite's command line (GherkinCommandLine) and the wings a team hands it (GherkinWing; the
//   wings themselves are the libraries GherkinReports and GherkinLanguageServer, which this
//   module does not link);
// - report plugins: the one formatter contract (GherkinFormatters) and what a format reads of a
//   run (RunRecord).
// A report plugin that reads the messages themselves writes `import CucumberMessages` (see
// PublicAPI.md); this package's own targets import `GherkinCommandLine`, which re-exports every
// layer below it.

@_exported import struct CucumberExpressions.ParameterType
@_exported import enum CucumberExpressions.ParameterTypeError
@_exported import struct GherkinCommandLine.GherkinCommand
@_exported import struct GherkinCommandLine.GherkinWing
@_exported import struct GherkinCommandLine.ReportPlugin
@_exported import struct GherkinCommandLine.UsageError
@_exported import protocol GherkinFormatters.MessageFormatter
@_exported import enum GherkinFormatters.RecordReading
@_exported import struct GherkinParser.PickleDocString
@_exported import struct GherkinParser.PickleStepArgument
@_exported import struct GherkinParser.PickleTable
@_exported import enum GherkinParser.PickleTableError
@_exported import struct GherkinParser.PickleTableRecord
@_exported import enum GherkinRunner.AttachmentError
@_exported import struct GherkinRunner.Hook
@_exported import struct GherkinRunner.PendingError
@_exported import struct GherkinRunner.RunHook
@_exported import struct GherkinRunner.RunOptions
@_exported import enum GherkinRunner.RunOrder
@_exported import struct GherkinRunner.SkippedError
@_exported import struct GherkinRunner.StepDefinition
@_exported import struct GherkinRunner.StepRegistry
@_exported import func GherkinRunner.attach
@_exported import func GherkinRunner.link
@_exported import func GherkinRunner.log
@_exported import func GherkinRunner.pending
@_exported import func GherkinRunner.skip
@_exported import struct RunRecord.Diagnostic
@_exported import struct RunRecord.FinishedTestCase
@_exported import struct RunRecord.Lineage
@_exported import struct RunRecord.RunHookRecord
@_exported import struct RunRecord.TestCaseAttempt
@_exported import struct RunRecord.TestRunRecord
