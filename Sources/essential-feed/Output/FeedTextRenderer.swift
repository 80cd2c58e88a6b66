import EssentialFeed
import PrintableText

/// Renders a ``FeedScreen`` for people: the title, the offline note when the feed is cached, then
/// each image's description, location and id (the id is what `comments` and `image` take). The
/// server's text is shown with its control characters made visible (``VisibleText``).
enum FeedTextRenderer {
  static func render(_ screen: FeedScreen) -> String {
    var lines = [screen.title]
    if case .cache(_, let age, let why) = screen.source {
      lines.append("Showing the cached feed saved \(age) (\(why.note))")
    }
    if screen.images.isEmpty {
      lines += ["", "No images yet."]
    }
    for (index, image) in screen.images.enumerated() {
      let number = "\(index + 1). "
      let indent = String(repeating: " ", count: number.count)
      lines.append("")
      lines.append(number + (image.description.map(VisibleText.escaping) ?? "(no description)"))
      if let location = image.location { lines.append(indent + VisibleText.escaping(location)) }
      lines.append(indent + "id " + image.id.uuidString)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
