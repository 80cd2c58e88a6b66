import Foundation

@testable import GherkinCommandLine

/// The world of the Compatibility Kit's samples.
struct KitWorld {
  var count = 0
  var friends = 0
  var transposed: [[String]] = []
  var money = 0
  var stock: [String] = []
  var chocolate: String?
}

/// An error whose description is its message, as the kit's steps throw.
struct KitError: Error, CustomStringConvertible {
  var description: String
  init(_ message: String) { description = message }
}

/// Counts calls across attempts (the retry samples pass on a later attempt).
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    calls += 1
    return calls
  }
}

/// The step definitions and hooks of each sample, behaving as the sample's `.ts` says, registered
/// in the same order.
enum KitSteps {
  /// `arguments` are the sample's options; the kit's `--error` (the reference implementation
  /// failing outside any step or hook) becomes a step definition that does not compile: bad
  /// configuration, which aborts our run the same way.
  static func registry(
    for sample: String, folder: URL, arguments: [String]
  ) -> StepRegistry<KitWorld> {
    var registry = StepRegistry { KitWorld() }
    switch sample {
    case "all-statuses", "failedish-combinations":
      registry.given("^a step$") { _ in }
      if sample == "failedish-combinations" {
        registry.given("^a skipped step$") { _ in try skip() }
        registry.given("^a pending step$") { _ in try pending() }
        registry.given("^an ambiguous (.*?)$", String.self) { _, _ in }
        registry.given("^(.*?) ambiguous step$", String.self) { _, _ in }
        registry.given("^a failing step$") { _ in throw KitError("whoops") }
      } else {
        registry.given("^a failing step$") { _ in throw KitError("whoops") }
        registry.given("^a pending step$") { _ in try pending() }
        registry.given("^a skipped step$") { _ in try skip() }
        registry.given("^an ambiguous (.*?)$", String.self) { _, _ in }
        registry.given("^(.*?) ambiguous step$", String.self) { _, _ in }
      }
    case "ambiguous":
      registry.given("^a (.*?) with (.*?)$", String.self, String.self) { _, _, _ in }
      registry.given("^a step with (.*?)$", String.self) { _, _ in }
    case "attachments":
      registry.when("the string {string} is attached as {string}", String.self, String.self) {
        _, text, mediaType in try attach(text, mediaType: mediaType)
      }
      registry.when("the string {string} is logged", String.self) { _, text in try log(text) }
      registry.when("text with ANSI escapes is logged") { _ in
        try log(
          "This displays a \u{1B}[31mr\u{1B}[0m\u{1B}[91ma\u{1B}[0m\u{1B}[33mi\u{1B}[0m"
            + "\u{1B}[32mn\u{1B}[0m\u{1B}[34mb\u{1B}[0m\u{1B}[95mo\u{1B}[0m\u{1B}[35mw\u{1B}[0m")
      }
      registry.when(
        "the following string is attached as {string}:", String.self, PickleDocString.self
      ) { _, mediaType, text in try attach(text.content, mediaType: mediaType) }
      registry.when("an array with {int} bytes is attached as {string}", Int.self, String.self) {
        _, size, mediaType in
        try attach(Data((0..<size).map { UInt8($0 % 256) }), mediaType: mediaType)
      }
      registry.when("a PDF document is attached and renamed") { _ in
        let pdf = try Data(contentsOf: folder.appendingPathComponent("document.pdf"))
        try attach(pdf, mediaType: "application/pdf", fileName: "renamed.pdf")
      }
      registry.when("a link to {string} is attached", String.self) { _, url in try link(url) }
      registry.when(
        "the string {string} is attached as {string} before a failure", String.self, String.self
      ) { _, text, mediaType in
        try attach(text, mediaType: mediaType)
        throw KitError("whoops")
      }
    case "backgrounds", "rules-backgrounds":
      registry.given("an order for {string}", String.self) { _, _ in }
      registry.when("an action") { _ in }
      registry.then("an outcome") { _ in }
    case "multiple-features", "multiple-features-reversed":
      registry.given("an order for {string}", String.self) { _, _ in }
    case "cdata":
      registry.given("I have {int} <![CDATA[cukes]]> in my belly", Int.self) { _, _ in }
    case "minimal":
      registry.given("I have {int} cukes in my belly", Int.self) { _, _ in }
    case "data-tables":
      registry.when("the following table is transposed:", PickleTable.self) { world, table in
        let rows = table.rows
        world.transposed = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column] } }
      }
      registry.then("it should be:", PickleTable.self) { world, expected in
        guard world.transposed == expected.rows else { throw KitError("tables differ") }
      }
    case "doc-strings":
      registry.given("a doc string:", PickleDocString.self) { _, _ in }
    case "examples-tables", "examples-tables-undefined", "examples-tables-undefined-multiple":
      registry.given("there are {int} cucumbers", Int.self) { world, count in world.count = count }
      if sample == "examples-tables" {
        registry.given("there are {int} friends", Int.self) { world, friends in
          world.friends = friends
        }
      }
      registry.when("I eat {int} cucumbers", Int.self) { world, eaten in world.count -= eaten }
      registry.then("I should have {int} cucumbers", Int.self) { world, expected in
        guard world.count == expected else {
          throw KitError(
            "Expected values to be strictly equal:\n\n\(world.count) !== \(expected)\n")
        }
      }
      if sample == "examples-tables" {
        registry.then("each person can eat {int} cucumbers", Int.self) { world, share in
          let actual = world.count / (1 + world.friends)
          guard actual == share else { throw KitError("\(actual) !== \(share)") }
        }
      }
    case "examples-tables-attachment":
      registry.when("a JPEG image is attached") { _ in
        let jpeg = try Data(contentsOf: folder.appendingPathComponent("cucumber.jpeg"))
        try attach(jpeg, mediaType: "image/jpeg")
      }
      registry.when("a PNG image is attached") { _ in
        let png = try Data(contentsOf: folder.appendingPathComponent("cucumber.png"))
        try attach(png, mediaType: "image/png")
      }
    case "global-hooks", "global-hooks-afterall-error", "global-hooks-beforeall-error":
      registry.beforeAll {}
      if sample == "global-hooks-beforeall-error" {
        registry.beforeAll { throw KitError("BeforeAll hook went wrong") }
        registry.beforeAll {}
      } else {
        registry.beforeAll {}
      }
      registry.when("a step passes") { _ in }
      if sample == "global-hooks" {
        registry.when("a step fails") { _ in throw KitError("Exception in step") }
      }
      registry.afterAll {}
      if sample == "global-hooks-afterall-error" {
        registry.afterAll { throw KitError("AfterAll hook went wrong") }
      }
      registry.afterAll {}
    case "global-hooks-attachments":
      registry.beforeAll { try attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
      registry.when("a step passes") { _ in }
      registry.afterAll { try attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    case "hooks":
      registry.before { _ in }
      registry.when("a step passes") { _ in }
      registry.when("a step fails") { _ in throw KitError("Exception in step") }
      registry.after { _ in }
    case "hooks-attachment":
      let svg = folder.appendingPathComponent("cucumber.svg")
      registry.before { _ in try attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
      registry.when("a step passes") { _ in }
      registry.after { _ in try attach(try Data(contentsOf: svg), mediaType: "image/svg+xml") }
    case "hooks-conditional":
      registry.before(tags: "@passing-hook") { _ in }
      registry.before(tags: "@fail-before") { _ in
        throw KitError("Exception in conditional hook")
      }
      registry.when("a step passes") { _ in }
      registry.after(tags: "@fail-after") { _ in throw KitError("Exception in conditional hook") }
      registry.after(tags: "@passing-hook") { _ in }
    case "hooks-named":
      registry.before(name: "A named before hook") { _ in }
      registry.when("a step passes") { _ in }
      registry.after(name: "A named after hook") { _ in }
    case "hooks-skipped":
      registry.before { _ in }
      registry.before(tags: "@skip-before") { _ in try skip() }
      registry.before { _ in }
      registry.given("a normal step") { _ in }
      registry.given("a step that skips") { _ in try skip() }
      registry.after { _ in }
      registry.after(tags: "@skip-after") { _ in try skip() }
      registry.after { _ in }
    case "hooks-undefined":
      registry.before { _ in }
      registry.after { _ in }
    case "markdown":
      registry.given("some TypeScript code:", PickleDocString.self) { _, _ in }
      registry.given("some classic Gherkin:", PickleDocString.self) { _, _ in }
      registry.when(
        "we use a data table and attach something and then {word}", String.self, PickleTable.self
      ) { _, word, _ in
        try log("We are logging some plain text (\(word))")
        if word == "fail" { throw KitError("You asked me to fail") }
      }
      registry.then("this might or might not run") { _ in }
    case "parameter-types":
      if let flight = try? ParameterType(
        name: "flight", regexps: ["([A-Z]{3})-([A-Z]{3})"], valueTypeName: "Flight",
        transform: { codes in codes.joined(separator: "-") })
      {
        registry.register(flight)
      }
      registry.given("{flight} has been delayed", String.self) { _, flight in
        guard flight == "LHR-CDG" else { throw KitError("\(flight) !== LHR-CDG") }
      }
    case "pending":
      registry.given("an implemented non-pending step") { _ in }
      registry.given("an implemented step that is skipped") { _ in }
      registry.given("an unimplemented pending step") { _ in try pending() }
    case "pending-exception":
      registry.given("an unimplemented pending step") { _ in try pending("TODO") }
    case "regular-expression":
      registry.given(
        "^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$", String?.self, String?.self, String?.self
      ) { _, _, _, _ in }
    case "retry":
      registry.given("a step that always passes") { _ in }
      let second = CallCounter()
      registry.given("a step that passes the second time") { _ in
        if second.next() < 2 { throw KitError("Exception in step") }
      }
      let third = CallCounter()
      registry.given("a step that passes the third time") { _ in
        if third.next() < 3 { throw KitError("Exception in step") }
      }
      registry.given("a step that always fails") { _ in throw KitError("Exception in step") }
    case "retry-ambiguous":
      registry.given("an ambiguous step") { _ in }
      registry.given("an ambiguous step") { _ in }
    case "retry-pending":
      registry.given("a pending step") { _ in try pending() }
    case "rules":
      registry.given("the customer has {int} cents", Int.self) { world, money in
        world.money = money
      }
      registry.given("there are chocolate bars in stock") { world in world.stock = ["Mars"] }
      registry.given("there are no chocolate bars in stock") { world in world.stock = [] }
      registry.when("the customer tries to buy a {int} cent chocolate bar", Int.self) {
        world, price in
        if world.money >= price { world.chocolate = world.stock.popLast() }
      }
      registry.then("the sale should not happen") { world in
        guard world.chocolate == nil else { throw KitError("the sale happened") }
      }
      registry.then("the sale should happen") { world in
        guard world.chocolate != nil else { throw KitError("the sale did not happen") }
      }
    case "skipped":
      registry.given("a step that does not skip") { _ in }
      registry.given("a step that is skipped") { _ in }
      registry.given("I skip a step") { _ in try skip() }
    case "skipped-exception":
      registry.given("I skip a step") { _ in try skip("skipping") }
    case "skipped-failing-hook":
      registry.given("a step that skips") { _ in try skip() }
      registry.after { _ in throw KitError("whoops") }
    case "stack-traces":
      registry.when("a step throws an exception") { _ in throw KitError("BOOM") }
    case "test-run-exception":
      registry.given("a step") { _ in }
      if arguments.contains("--error") { registry.given("a (broken expression") { _ in } }
    case "undefined", "undefined-multiple":
      registry.given("an implemented step") { _ in }
      registry.given("a step that will be skipped") { _ in }
    case "unknown-parameter-type":
      registry.given("{airport} is closed because of a strike", String.self) { _, _ in
        throw KitError("Should not be called because airport parameter type has not been defined")
      }
    case "unused-steps":
      registry.given("a step that is used") { _ in }
      registry.given("a step that is not used") { _ in }
    default:
      break  // empty, retry-undefined: no step definitions
    }
    return registry
  }
}
