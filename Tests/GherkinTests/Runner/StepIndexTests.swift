import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics

/// The registry runs only the definitions whose literal prefix a step's text starts with: these
/// tests pin down that no definition that can match is ever left out, whatever its expression
/// starts with, and that the order of the matches stays the order of registration.
@Suite("Step matching through the prefix index")
struct StepIndexTests {
  /// The expressions of the definitions `text` matches, in the order `match` gives them.
  private func matched(_ text: String, among expressions: [String]) -> [String] {
    var registry = StepRegistry { TestWorld() }
    for expression in expressions {
      registry.define(keyword: "Given", expression) { _, _ in }
    }
    #expect(registry.registrationErrors.isEmpty)
    return registry.match(text).found.map(\.definition.info.expression)
  }

  @Test("a step is ambiguous across every definition that matches it, whatever each starts with")
  func ambiguityAcrossPrefixes() {
    let expressions = [
      "the cache is {int} days old", "{word} cache is 3 days old", "the cache is 3 days new",
      "the cache is 3 days old", "the cache/store is 3 days old", "(the )cache is 3 days old",
      #"^the (\w+) is 3 days old$"#, "the feed is 3 days old", #"^.*days old$"#,
      "cache is 3 days old$",
    ]

    #expect(
      matched("the cache is 3 days old", among: expressions) == [
        "the cache is {int} days old", "{word} cache is 3 days old", "the cache is 3 days old",
        "the cache/store is 3 days old", "(the )cache is 3 days old",
        #"^the (\w+) is 3 days old$"#, #"^.*days old$"#, "cache is 3 days old$",
      ])
  }

  @Test(
    "a definition that starts with a parameter, an alternation or optional text is always tried")
  func noLiteralPrefix() {
    let expressions = ["{int} images", "a/an image", "(a )cached feed", "{} is shown"]

    #expect(matched("3 images", among: expressions) == ["{int} images"])
    #expect(matched("an image", among: expressions) == ["a/an image"])
    #expect(matched("cached feed", among: expressions) == ["(a )cached feed"])
    #expect(matched("a cached feed", among: expressions) == ["(a )cached feed"])
    #expect(matched("nothing is shown", among: expressions) == ["{} is shown"])
  }

  @Test(
    "a regular expression is found when its first literal is quantified, flagged or an alternative")
  func regularExpressionPrefixes() {
    let expressions = [
      #"^colou?r$"#, #"^ab*c$"#, #"^(?i)THE CACHE$"#, #"^the|a cache$"#, #"^\$5 fee$"#,
      #"^x{0}y$"#, #"^the cache cannot be (read|written)$"#, #"^no (a|b) c|d$"#,
    ]

    #expect(matched("color", among: expressions) == [#"^colou?r$"#])
    #expect(matched("ac", among: expressions) == [#"^ab*c$"#])
    #expect(matched("the cache", among: expressions) == [#"^(?i)THE CACHE$"#, #"^the|a cache$"#])
    #expect(matched("a cache", among: expressions) == [#"^the|a cache$"#])
    #expect(matched("$5 fee", among: expressions) == [#"^\$5 fee$"#])
    #expect(matched("y", among: expressions) == [#"^x{0}y$"#])
    #expect(
      matched("the cache cannot be written", among: expressions) == [
        #"^the|a cache$"#, #"^the cache cannot be (read|written)$"#,
      ])
    #expect(matched("d", among: expressions) == [#"^no (a|b) c|d$"#])
  }

  @Test("a regular expression whose comment holds a bracket is tried on a step its | lets match")
  func bracketInRegularExpressionComment() {
    // The comment ends at its first ')': '|def$' stands outside any group.
    let expressions = [#"^abc(?#(()|def$"#]

    #expect(matched("def", among: expressions) == expressions)
  }

  @Test("a quantifier read by scalars: one after a combining mark makes only that mark optional")
  func quantifierAfterCombiningMark() {
    let expressions = ["^ab?\u{301}c$", "^a\u{D4E}(b)?c$"]

    #expect(matched("a\u{301}c", among: expressions) == ["^ab?\u{301}c$"])
    #expect(matched("a\u{D4E}c", among: expressions) == ["^a\u{D4E}(b)?c$"])
  }

  @Test("escaped characters in a Cucumber Expression's leading text are matched as written")
  func escapedLiteralPrefix() {
    #expect(matched("(a) cache", among: [#"\(a\) cache"#, "a cache"]) == [#"\(a\) cache"#])
  }

  @Test("a prefix is compared by Unicode scalars, so a combining mark after it hides nothing")
  func combiningMarkAfterPrefix() {
    #expect(matched("cafe\u{301}s", among: ["^cafe(\u{301})?s$"]) == ["^cafe(\u{301})?s$"])
  }

  @Test("text shorter than a definition's prefix, or leaving it, matches nothing")
  func partialPrefix() {
    let expressions = ["the cache is empty", "the cache is {int} days old"]

    #expect(matched("the cache", among: expressions).isEmpty)
    #expect(matched("the feed is empty", among: expressions).isEmpty)
  }

  @Test("a transformer that throws on a candidate is reported even when another definition matches")
  func transformErrorFromCandidate() throws {
    let registry = try fussyRegistry(["{int} apples", "{fussy} apples"])

    let (found, transformError) = registry.match("3 apples")

    #expect(found.map(\.definition.info.expression) == ["{int} apples"])
    #expect(transformError.map { "\($0)" } == #""3" cannot be read as {fussy}: step blew up"#)
  }

  @Test("the sentences the pre-run checks read match a text once, however many steps repeat it")
  func sentencesMatchEachTextOnce() throws {
    let transforms = Calls()
    var registry = StepRegistry { TestWorld() }
    registry.register(
      try ParameterType(name: "counted", regexps: [#"\d+"#]) { (values: [String]) -> any Sendable in
        transforms.add()
        return values[0]
      })
    registry.define(keyword: "Given", "{counted} apples") { _, _ in }
    let sentences = Sentences(registry)

    let first = sentences.matching("3 apples").map(\.expression)
    let again = sentences.matching("3 apples").map(\.expression)
    let other = sentences.matching("4 apples").map(\.expression)

    #expect(first == ["{counted} apples"])
    #expect(again == first && other == first)
    #expect(transforms.count == 2)
  }
}

/// How many times a transformer ran, counted from any thread.
final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0

  var count: Int { lock.withLock { calls } }

  func add() { lock.withLock { calls += 1 } }
}
