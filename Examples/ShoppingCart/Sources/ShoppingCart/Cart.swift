/// A shopping cart: lines of items at a unit price, and an optional percentage off the total.
public struct Cart: Sendable, Equatable {
  /// One item in the cart.
  public struct Line: Sendable, Equatable {
    /// The item's name.
    public let item: String
    /// The price of one, in cents.
    public let unitPrice: Int
    /// How many.
    public var quantity: Int
  }

  /// Why the cart refused a change.
  public enum Problem: Error, Equatable {
    /// The quantity is zero or less.
    case notAPositiveQuantity(Int)
    /// The cart holds no such item.
    case notInCart(String)
  }

  /// The lines, in the order their items were first added.
  public private(set) var lines: [Line] = []
  /// The percentage taken off the total, 0 without a discount.
  public private(set) var discountPercent = 0

  /// Creates an empty cart.
  public init() {}

  /// Adds `quantity` of `item`; an item already in the cart keeps its first price.
  public mutating func add(_ item: String, unitPrice: Int, quantity: Int) throws(Problem) {
    guard quantity > 0 else { throw .notAPositiveQuantity(quantity) }
    if let index = lines.firstIndex(where: { $0.item == item }) {
      lines[index].quantity += quantity
    } else {
      lines.append(Line(item: item, unitPrice: unitPrice, quantity: quantity))
    }
  }

  /// Removes every one of `item`.
  public mutating func remove(_ item: String) throws(Problem) {
    guard let index = lines.firstIndex(where: { $0.item == item }) else { throw .notInCart(item) }
    lines.remove(at: index)
  }

  /// Takes `percent` off the total (the last discount applied counts).
  public mutating func apply(discountPercent percent: Int) {
    discountPercent = min(max(percent, 0), 100)
  }

  /// The number of items, counting each one of a line.
  public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// The total in cents after the discount, rounded down to the cent.
  public var total: Int {
    let gross = lines.reduce(0) { $0 + $1.unitPrice * $1.quantity }
    return gross * (100 - discountPercent) / 100
  }
}
