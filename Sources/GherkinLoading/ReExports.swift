// Re-exports the parser and the expressions, whose types the loading API speaks in (see Gherkin).
@_exported import CucumberExpressions
@_exported import GherkinParser
