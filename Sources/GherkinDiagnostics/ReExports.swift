// Re-exports Cucumber's messages (with the parser and loading below them), whose `Diagnostic`
// every check returns, so `import GherkinDiagnostics` needs no second import.
@_exported import RunRecord
