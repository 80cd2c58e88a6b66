import ShoppingCart

/// What one scenario works on: a fresh world for every scenario, so scenarios never share a cart.
/// Services the steps need (here the shop's price list) live in the world too, never in a variable
/// a step body captures: step bodies are `@Sendable`, and the world is handed to each of them.
public struct CartWorld {
  /// The cart under test.
  public var cart = Cart()
  /// The shop's prices, set by the scenario's `Given` steps.
  public let prices = PriceList()
  /// What the cart refused last, for the `Then` step that checks it.
  public var refusal: String?

  /// Creates the world of one scenario.
  public init() {}
}
