// The layers below the command line are modules of their own, so that the compiler keeps them
// apart: the parser and the expressions (built and tested alone against Cucumber's data), the
// loading of feature files, Cucumber's messages with the run record, the runner (registry,
// hooks, run), the language service (a file's diagnostics) and the formatters. Their public
// types are part of what users of the `Gherkin` library write (a `StepRegistry`, a step's
// `PickleTable`, a `TestRunRecord`), so each module re-exports the one below it and this one
// re-exports the three on top, which give the rest: `import Gherkin` keeps giving all of them,
// with no second import.
// (`@_exported` is the only way Swift offers to re-export a module; it is what the standard
// overlays use, and nothing here depends on its unstable details.)
@_exported import GherkinDiagnostics
@_exported import GherkinFormatters
@_exported import GherkinLanguageServer
@_exported import GherkinRunner
