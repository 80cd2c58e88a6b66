import Foundation

/// The envelope the server wraps every list in: `{"items": [...]}`. Keys other than `items` are
/// ignored.
struct ItemsPayload<Item: Decodable>: Decodable {
  let items: [Item]

  /// The items of `data`, or `nil` when `data` is not such an envelope of valid items.
  static func items(in data: Data) -> [Item]? {
    try? JSONDecoder().decode(Self.self, from: data).items
  }
}
