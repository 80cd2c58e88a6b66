import CucumberExpressions
import GherkinCommandLine

/// Times making Cucumber Expressions and matching step texts against every one of them, as a
/// runner does for each step, plus tag-expression evaluation.
func runExpressionBenchmarks() throws {
  let clock = ContinuousClock()
  let registry = ParameterTypeRegistry()
  let sources = (0..<200).map { "step \($0) has {int} item(s) named {string} in the cart/basket" }

  var expressions: [CucumberExpression] = []
  let compileTime = try clock.measure {
    expressions = try sources.map { try CucumberExpression($0, parameterTypes: registry) }
  }
  print(
    "expressions: parsed and checked \(sources.count) Cucumber Expressions in \(compileTime)"
      + " (each builds its regular expression on its first match, timed below)")

  let texts = (0..<1_000).map { #"step \#($0 % 200) has \#($0) items named "x" in the basket"# }
  var matches = 0
  let matchTime = try clock.measure {
    for text in texts {
      for expression in expressions where try expression.match(text) != nil { matches += 1 }
    }
  }
  print(
    "expressions: matched \(texts.count) step texts against \(expressions.count) expressions"
      + " (\(texts.count * expressions.count) attempts, \(matches) matches) in \(matchTime)")

  let filter = try TagExpression(parsing: "(@smoke or @ui) and not (@wip or @slow)")
  let tagSets = (0..<100_000).map { ["@smoke", "@tag\($0 % 50)", $0 % 3 == 0 ? "@wip" : "@ui"] }
  var selected = 0
  let tagTime = clock.measure {
    for tags in tagSets where filter.evaluate(tags) { selected += 1 }
  }
  print(
    "expressions: evaluated a tag expression on \(tagSets.count) tag sets (\(selected) selected) in \(tagTime)"
  )
}

/// Times proposing a Cucumber Expression for an undefined step of 50,000, 100,000 and 200,000
/// characters full of numbers and quoted text: the time should double with the length.
func runExpressionGeneratorBenchmarks() {
  let clock = ContinuousClock()
  let generator = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
  let piece = #"the customer sees 12 images of "a cat" at 2.5 each and some more words here "#
  for length in [50_000, 100_000, 200_000] {
    let text = String(repeating: piece, count: length / piece.count)
    var parameters = 0
    let time = clock.measure { parameters = generator.generate(for: text).parameters.count }
    print(
      "expressions: proposed an expression for a \(text.count)-character step"
        + " (\(parameters) parameters) in \(time)")
  }
}
