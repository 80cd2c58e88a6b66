import Foundation
import Testing

@testable import CucumberExpressions

@Suite("Cucumber Expressions build their regular expression when first needed")
struct LazyRegexTests {
  @Test(
    "an expression of built-in parameter types builds its regular expression on the first match")
  func builtInTypesBuildOnFirstMatch() throws {
    let sut = try CucumberExpression("I have {int} cucumber(s)")

    #expect(!sut.isRegexBuilt)
    #expect(try sut.match("I have 2 cucumbers")?.first?.value as? Int == 2)
    #expect(sut.isRegexBuilt)
  }

  @Test("an expression of text alone never builds a regular expression")
  func textAloneNeverBuilds() throws {
    let sut = try CucumberExpression("the cache is empty")

    #expect(try sut.match("the cache is empty")?.isEmpty == true)
    #expect(try sut.match("the cache is full") == nil)
    #expect(!sut.isRegexBuilt)
  }

  @Test("every built-in parameter type's regexps compile, alone and as an expression's parameter")
  func builtInRegexpsCompile() throws {
    for type in ParameterTypeRegistry().parameterTypes {
      #expect(type.isBuiltIn)
      for regexp in type.regexps {
        #expect((try? NSRegularExpression(pattern: regexp)) != nil, "{\(type.name)}: \(regexp)")
      }
      let expression = try CucumberExpression("a {\(type.name)} item(s) in a cart/basket")
      #expect(
        (try? NSRegularExpression(pattern: expression.regexPattern)) != nil, "{\(type.name)}")
    }
  }

  @Test("a custom parameter type is not taken for a built-in one")
  func customTypeIsNotBuiltIn() throws {
    let type = try ParameterType(name: "colour", regexps: ["red|blue"], transformer: { $0 })

    #expect(!type.isBuiltIn)
  }

  @Test("an expression with a custom parameter type builds its regular expression when made")
  func customTypeBuildsAtOnce() throws {
    var types = ParameterTypeRegistry()
    try types.register(ParameterType(name: "colour", regexps: ["red|blue"], transformer: { $0 }))

    let sut = try CucumberExpression("a {colour} ball", parameterTypes: types)

    #expect(sut.isRegexBuilt)
    #expect(try sut.match("a red ball")?.first?.text == "red")
  }

  @Test("a custom parameter type that breaks the expression's pattern is refused when it is made")
  func brokenPatternRefusedWhenMade() throws {
    // `\Q` quotes to the end: alone it compiles, inside the expression's group it swallows `)`.
    var types = ParameterTypeRegistry()
    try types.register(ParameterType(name: "quoted", regexps: [#"\Qabc"#], transformer: { $0 }))

    let error = #expect(throws: CucumberExpressionError.self) {
      try CucumberExpression("a {quoted} word", parameterTypes: types)
    }

    #expect(error?.problem == .invalidRegularExpression(#"^a (\Qabc) word$"#))
  }

  @Test("the matcher is made once, however often and from however many tasks it is asked for")
  func matcherMadeOnce() async throws {
    let count = Counter()
    let pattern = #"^I have (\d+) cukes$"#
    let sut = LazyArgumentMatcher {
      count.increment()
      return ArgumentMatcher(
        regex: try NSRegularExpression(pattern: pattern), parameters: [],
        nested: CaptureGroupLayout(pattern: pattern).nestedGroupNumbers, wholeText: true)
    }

    #expect(count.value == 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { _ = try? sut.matcher().arguments(in: "I have 3 cukes") } }
    }
    _ = try sut.matcher()

    #expect(count.value == 1)
  }
}

/// How many times something happened, from any task. `@unchecked Sendable`: `count` is only
/// touched while holding `lock`.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    defer { lock.unlock() }
    count += 1
  }
}
