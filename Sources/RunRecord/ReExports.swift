// Re-exports the message protocol the record is fed, and the loading of feature files, whose
// types the record's answers speak in.
@_exported import CucumberMessages
@_exported import GherkinLoading
