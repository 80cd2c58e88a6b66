// The layers below the command line are modules of their own, so that the compiler keeps them
// apart: the parser and the expressions (built and tested alone against Cucumber's data), the
// loading of feature files, Cucumber's messages with the run record, the runner (registry,
// hooks, run), the language service (every plain-words check) and the formatters. This
// package's own targets (FeedSpecs, the `swift test` bridge, feed-bench, the tests) work with
// all of them, so each module re-exports the one below it and this one re-exports the three on
// top, which give the rest: `import GherkinCommandLine` gives every layer of the core. The wings
// (GherkinReports, GherkinLanguageServer) import this module, so it cannot re-export them: a
// target that uses one imports it. A team imports `Gherkin` instead, which re-exports only what a
// step author and a suite's main write against.
// (`@_exported` is the only way Swift offers to re-export a module; it is what the standard
// overlays use, and nothing here depends on its unstable details.)
@_exported import GherkinDiagnostics
@_exported import GherkinFormatters
@_exported import GherkinRunner
