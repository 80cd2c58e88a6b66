// Re-exports the messages and the run record the formatters read (see Gherkin).
@_exported import RunRecord
