// Re-exports the language service, which words what the runner reports (an undefined step, a
// step's table it does not take) and whose values the registry describes its sentences with
// (`StepDefinitionInfo`, `SourceReference`), and below it Cucumber's messages, which the runner
// publishes and whose types a step definition takes (`PickleTable`, `StepArgument`), so
// `import GherkinRunner` needs no second import.
@_exported import GherkinDiagnostics
