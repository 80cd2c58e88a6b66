/// The shop's prices, looked up by item name: the service the cart's steps use. A class shared by
/// reference, as a real catalogue client would be, so it is not `Sendable`.
public final class PriceList {
  private var prices: [String: Int] = [:]

  /// Creates an empty price list.
  public init() {}

  /// Sets the price of `item`, in cents.
  public func set(_ item: String, cents: Int) { prices[item] = cents }

  /// The price of `item` in cents, or `nil` when the shop does not sell it.
  public func price(of item: String) -> Int? { prices[item] }
}
