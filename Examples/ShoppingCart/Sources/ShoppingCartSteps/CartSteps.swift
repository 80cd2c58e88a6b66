import Gherkin
import ShoppingCart

/// The shopping cart's step definitions, shared by the tests (`runScenario`) and `cart-specs`.
public enum CartSteps {
  /// Every step definition of the cart's scenarios, each scenario in a fresh ``CartWorld``.
  public static func registry() -> StepRegistry<CartWorld> {
    var registry = StepRegistry { CartWorld() }
    registerShop(in: &registry)
    registerActions(in: &registry)
    registerChecks(in: &registry)
    return registry
  }

  private static func registerShop(in registry: inout StepRegistry<CartWorld>) {
    registry.given(
      "the shop sells:", PickleTable.self,
      means: "The shop's prices: one row per item, columns item and cents."
    ) { world, table in
      for row in try table.records() {
        world.prices.set(try row.value("item"), cents: try row.value("cents", as: Int.self))
      }
    }
    registry.given(
      "the promotion:", PickleTable.self,
      means: "A discount code: rows code and percent, each a name and its value."
    ) { world, table in
      let promotion = try table.dictionary()
      guard let percent = promotion["percent"].flatMap(Int.init) else {
        throw StepFailure("the promotion needs a row percent with a whole number")
      }
      world.cart.apply(discountPercent: percent)
    }
  }

  private static func registerActions(in registry: inout StepRegistry<CartWorld>) {
    registry.when("I add {int} {word}", Int.self, String.self) {
      (world: inout _, quantity, item) in
      guard let price = world.prices.price(of: item) else {
        throw StepFailure("the shop does not sell \(item)")
      }
      try world.cart.add(item, unitPrice: price, quantity: quantity)
    }
    registry.when("I try to add {int} {word}", Int.self, String.self) {
      (world: inout _, quantity, item) in
      do {
        try world.cart.add(item, unitPrice: world.prices.price(of: item) ?? 0, quantity: quantity)
      } catch {
        world.refusal = "\(error)"
      }
    }
    registry.when("I remove the {word}", String.self) { world, item in
      try world.cart.remove(item)
    }
  }

  private static func registerChecks(in registry: inout StepRegistry<CartWorld>) {
    registry.then("the cart holds {int} item(s)", Int.self) { world, count in
      try check(world.cart.itemCount, equals: count, "items in the cart")
    }
    registry.then("the total is {int} cents", Int.self) { world, cents in
      try check(world.cart.total, equals: cents, "total in cents")
    }
    registry.then("the cart lists:", PickleTable.self) { world, table in
      let expected = try table.records().map { row in
        "\(try row.value("item")) x\(try row.value("quantity", as: Int.self))"
      }
      let actual = world.cart.lines.map { "\($0.item) x\($0.quantity)" }
      try check(actual, equals: expected, "lines of the cart")
    }
    registry.then("the cart refuses it") { world in
      guard world.refusal != nil else { throw StepFailure("the cart took it") }
    }
  }

  /// Fails the step, saying what differs, when `actual` is not `expected`.
  private static func check<Value: Equatable>(
    _ actual: Value, equals expected: Value, _ what: String
  ) throws {
    guard actual == expected else {
      throw StepFailure("\(what): expected \(expected), got \(actual)")
    }
  }
}

/// A step's failure, its description the message the report shows.
struct StepFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
