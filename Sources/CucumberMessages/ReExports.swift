// Re-exports the loading of feature files, whose types the messages speak in (see Gherkin).
@_exported import GherkinLoading
