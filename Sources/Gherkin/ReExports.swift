// The parser (documents, pickles, dialects) and the expressions (step arguments, parameter types,
// tag expressions) are modules of their own, so that each is built and tested alone against
// Cucumber's data. Their public types are part of what users of the `Gherkin` library write (a
// step's `PickleTable` or `PickleDocString`, a `GherkinDocument`, a `StepArgument`), so this
// module re-exports them: `import Gherkin` keeps giving all of them, with no second import.
// (`@_exported` is the only way Swift offers to re-export a module; it is what the standard
// overlays use, and nothing here depends on its unstable details.)
@_exported import CucumberExpressions
@_exported import GherkinParser
