// The Gherkin document in Cucumber's message model (`GherkinDocument` and its parts).

extension Location {
  /// `{"line":…,"column":…}`, the column left out when unknown.
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("line", .int(line))]
    if let column { members.append(("column", .int(column))) }
    return .object(members)
  }
}

extension GherkinDocument {
  /// The document as a message object.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("uri", .string(uri))]
    if let feature { members.append(("feature", feature.json)) }
    members.append(("comments", .array(comments.map(\.json))))
    return .object(members)
  }
}

extension Comment {
  var json: JSONValue { .object([("location", location.json), ("text", .string(text))]) }
}

extension Tag {
  var json: JSONValue {
    .object([("location", location.json), ("name", .string(name)), ("id", .string(id))])
  }
}

extension Feature {
  var json: JSONValue {
    .object([
      ("location", location.json), ("tags", .array(tags.map(\.json))),
      ("language", .string(language)), ("keyword", .string(keyword)), ("name", .string(name)),
      ("description", .string(description)),
      ("children", .array(children.map(\.json))),
    ])
  }
}

extension FeatureChild {
  var json: JSONValue {
    switch self {
    case .background(let background): return .object([("background", background.json)])
    case .scenario(let scenario): return .object([("scenario", scenario.json)])
    case .rule(let rule): return .object([("rule", rule.json)])
    }
  }
}

extension Rule {
  var json: JSONValue {
    .object([
      ("id", .string(id)), ("location", location.json), ("tags", .array(tags.map(\.json))),
      ("keyword", .string(keyword)), ("name", .string(name)),
      ("description", .string(description)),
      (
        "children",
        .array(
          children.map {
            switch $0 {
            case .background(let background): return .object([("background", background.json)])
            case .scenario(let scenario): return .object([("scenario", scenario.json)])
            }
          })
      ),
    ])
  }
}

extension Background {
  var json: JSONValue {
    .object([
      ("id", .string(id)), ("location", location.json), ("keyword", .string(keyword)),
      ("name", .string(name)), ("description", .string(description)),
      ("steps", .array(steps.map(\.json))),
    ])
  }
}

extension Scenario {
  var json: JSONValue {
    .object([
      ("id", .string(id)), ("location", location.json), ("tags", .array(tags.map(\.json))),
      ("keyword", .string(keyword)), ("name", .string(name)),
      ("description", .string(description)), ("steps", .array(steps.map(\.json))),
      ("examples", .array(examples.map(\.json))),
    ])
  }
}

extension Examples {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(id)), ("location", location.json), ("tags", .array(tags.map(\.json))),
      ("keyword", .string(keyword)), ("name", .string(name)),
      ("description", .string(description)),
    ]
    if let tableHeader { members.append(("tableHeader", tableHeader.json)) }
    members.append(("tableBody", .array(tableBody.map(\.json))))
    return .object(members)
  }
}

extension Step {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(id)), ("location", location.json), ("keyword", .string(keyword)),
    ]
    if let keywordType { members.append(("keywordType", .string(keywordType.rawValue))) }
    members.append(("text", .string(text)))
    if let docString { members.append(("docString", docString.json)) }
    if let dataTable {
      members.append(
        (
          "dataTable",
          .object([
            ("location", dataTable.location.json), ("rows", .array(dataTable.rows.map(\.json))),
          ])
        ))
    }
    return .object(members)
  }
}

extension TableRow {
  var json: JSONValue {
    .object([
      ("id", .string(id)), ("location", location.json),
      (
        "cells",
        .array(
          cells.map { .object([("location", $0.location.json), ("value", .string($0.value))]) })
      ),
    ])
  }
}

extension DocString {
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("location", location.json)]
    if let mediaType { members.append(("mediaType", .string(mediaType))) }
    members += [("content", .string(content)), ("delimiter", .string(delimiter))]
    return .object(members)
  }
}
