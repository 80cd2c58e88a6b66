/// A small XML reader for tests: elements with sorted attributes and their text (CDATA merged
/// in, whitespace-only text between elements dropped), so two documents compare as XML.
indirect enum XMLTree: Equatable, CustomStringConvertible {
  case element(name: String, attributes: [String: String], children: [XMLTree])
  case text(String)

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  var description: String {
    switch self {
    case .text(let text): return "text(\(text.debugDescription))"
    case .element(let name, let attributes, _):
      let list = attributes.sorted { $0.key < $1.key }.map {
        "\($0.key)=\($0.value.debugDescription)"
      }
      return "<\(([name] + list).joined(separator: " "))>"
    }
  }

  /// Parses `text`, skipping the XML declaration.
  static func parse(_ text: String) throws -> XMLTree {
    var parser = Parser(characters: Array(text))
    return try parser.document()
  }

  /// Every node in document order, as lines, for naming the first difference.
  var lines: [String] {
    switch self {
    case .text: return [description]
    case .element(_, _, let children): return [description] + children.flatMap(\.lines)
    }
  }

  /// The same tree with `transform` applied to every attribute value.
  func mapAttributes(_ transform: (String, String) -> String) -> XMLTree {
    switch self {
    case .text: return self
    case .element(let name, let attributes, let children):
      var mapped: [String: String] = [:]
      for (key, value) in attributes { mapped[key] = transform(key, value) }
      return .element(
        name: name, attributes: mapped, children: children.map { $0.mapAttributes(transform) })
    }
  }

  private struct Parser {
    var characters: [Character]
    var position = 0

    mutating func document() throws -> XMLTree {
      skipSpace()
      if starts(with: "<?") { try skip(past: "?>") }
      skipSpace()
      return try element()
    }

    func starts(with prefix: String) -> Bool {
      var index = position
      for character in prefix {
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
      }
      return true
    }

    mutating func skip(past marker: String) throws {
      while position < characters.count, !starts(with: marker) { position += 1 }
      guard position < characters.count else { throw Malformed(description: "no \(marker)") }
      position += marker.count
    }

    mutating func skipSpace() {
      while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    mutating func name() -> String {
      var name = ""
      while position < characters.count,
        !characters[position].isWhitespace, !"=/>".contains(characters[position])
      {
        name.append(characters[position])
        position += 1
      }
      return name
    }

    mutating func element() throws -> XMLTree {
      guard starts(with: "<") else { throw Malformed(description: "expected < at \(position)") }
      position += 1
      let tag = name()
      var attributes: [String: String] = [:]
      while true {
        skipSpace()
        if starts(with: "/>") {
          position += 2
          return .element(name: tag, attributes: attributes, children: [])
        }
        if starts(with: ">") {
          position += 1
          break
        }
        let key = name()
        skipSpace()
        guard starts(with: "=") else { throw Malformed(description: "expected = after \(key)") }
        position += 1
        skipSpace()
        let quote = characters[position]
        position += 1
        var value = ""
        while position < characters.count, characters[position] != quote {
          value.append(characters[position])
          position += 1
        }
        position += 1
        attributes[key] = Self.unescape(value)
      }
      var children: [XMLTree] = []
      var text = ""
      func flush() {
        if !text.allSatisfy(\.isWhitespace) { children.append(.text(text)) }
        text = ""
      }
      while position < characters.count {
        if starts(with: "<![CDATA[") {
          position += 9
          while position < characters.count, !starts(with: "]]>") {
            text.append(characters[position])
            position += 1
          }
          position += 3
        } else if starts(with: "</") {
          try skip(past: ">")
          flush()
          return .element(name: tag, attributes: attributes, children: children)
        } else if starts(with: "<") {
          flush()
          children.append(try element())
        } else {
          var raw = ""
          while position < characters.count, characters[position] != "<" {
            raw.append(characters[position])
            position += 1
          }
          text += Self.unescape(raw)
        }
      }
      throw Malformed(description: "<\(tag)> is not closed")
    }

    static func unescape(_ text: String) -> String {
      text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
  }
}
