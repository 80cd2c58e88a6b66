import EssentialFeed
import Foundation
import GherkinCommandLine

/// The rows of an images table: a header naming `description`, `location` and optionally
/// `image`, then one row per image; an empty cell means the image has none.
struct ImageTable {
  struct Row: Hashable {
    var description: String?
    var location: String?
    var url: URL?
  }

  let rows: [Row]

  private static let columns: Set<String> = ["description", "location", "image"]

  init(_ table: PickleTable) throws {
    guard let header = table.rows.first else {
      throw ExpectationFailure("the images table has no header row")
    }
    if let unknown = header.first(where: { !Self.columns.contains($0) }) {
      throw ExpectationFailure(
        "the images table has a column \"\(unknown)\"; use description, location and image")
    }
    rows = try table.rows.dropFirst().map { cells in
      var row = Row()
      for (column, cell) in zip(header, cells) where !cell.isEmpty {
        switch column {
        case "description": row.description = cell
        case "location": row.location = cell
        default:
          guard let url = URL(string: cell), url.scheme != nil else {
            throw ExpectationFailure("\"\(cell)\" is not an image address")
          }
          row.url = url
        }
      }
      return row
    }
  }

  /// Whether `images` show what the rows say, description and location, in order.
  func matches(_ images: [FeedImage]) -> Bool {
    images.map { Row(description: $0.description, location: $0.location) }
      == rows.map { Row(description: $0.description, location: $0.location) }
  }

  /// The rows in words, for failure messages.
  var summary: String {
    rows.map { "\($0.description ?? "(no description)") / \($0.location ?? "(no location)")" }
      .description
  }
}

extension FeedWorld {
  /// Makes one new image per row of `table`.
  mutating func makeImages(from table: PickleTable) throws -> [FeedImage] {
    try ImageTable(table).rows.map {
      makeImage(description: $0.description, location: $0.location, url: $0.url)
    }
  }
}
