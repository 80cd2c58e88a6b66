import Foundation

/// Turns a feed response into feed images.
///
/// Accepts only status 200 with a body `{"items": [{"id", "description"?, "location"?, "image"}]}`;
/// the JSON key `image` becomes ``FeedImage/url``, extra keys are ignored and absent optional
/// fields become `nil`. The whole response is rejected when any item lacks an `id` or `image`,
/// has an `id` that is not a UUID, or has an image URL that is not absolute `http` or `https`
/// (so a hostile feed cannot point the app at `file:` or other local resources).
public enum FeedItemsMapper {
  /// Why a response was rejected.
  public enum Error: Swift.Error, Equatable, Sendable {
    /// The status was not 200, or the body broke the payload contract.
    case invalidData
  }

  private struct Item: Decodable {
    let id: UUID
    let description: String?
    let location: String?
    let image: URL
  }

  /// Returns the feed images of a valid response, in payload order.
  public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
    guard response.isOK, let items = ItemsPayload<Item>.items(in: data) else {
      throw Error.invalidData
    }
    return try items.map { item in
      guard RemoteImageURL.isAcceptable(item.image) else { throw Error.invalidData }
      return FeedImage(
        id: item.id, description: item.description, location: item.location, url: item.image)
    }
  }
}
