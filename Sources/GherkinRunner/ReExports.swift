// Re-exports Cucumber's messages, which the runner publishes and whose types a step definition
// takes (`PickleTable`, `StepArgument`), so `import GherkinRunner` needs no second import.
@_exported import RunRecord
