// Pickles in Cucumber's message model.

extension Pickle {
  /// The pickle as a message object.
  public var json: JSONValue {
    .object([
      ("id", .string(id)), ("uri", .string(uri)), ("location", location.json),
      ("name", .string(name)), ("language", .string(language)),
      ("steps", .array(steps.map(\.json))),
      (
        "tags",
        .array(
          tags.map { .object([("name", .string($0.name)), ("astNodeId", .string($0.astNodeId))]) })
      ),
      ("astNodeIds", .array(astNodeIds.map(JSONValue.string))),
    ])
  }
}

extension PickleStep {
  var json: JSONValue {
    var members: [(String, JSONValue)] = []
    if let argument { members.append(("argument", argument.json)) }
    members += [
      ("astNodeIds", .array(astNodeIds.map(JSONValue.string))), ("id", .string(id)),
      ("text", .string(text)),
    ]
    if let type { members.append(("type", .string(type.rawValue))) }
    return .object(members)
  }
}

extension PickleStepArgument {
  var json: JSONValue {
    var members: [(String, JSONValue)] = []
    if let docString {
      var doc: [(String, JSONValue)] = []
      if let index = docString.argumentIndex { doc.append(("argumentIndex", .int(index))) }
      doc.append(("content", .string(docString.content)))
      if let mediaType = docString.mediaType { doc.append(("mediaType", .string(mediaType))) }
      members.append(("docString", .object(doc)))
    }
    if let dataTable {
      var table: [(String, JSONValue)] = []
      if let index = dataTable.argumentIndex { table.append(("argumentIndex", .int(index))) }
      let rows: [JSONValue] = dataTable.rows.map { row in
        .object([("cells", .array(row.map { .object([("value", .string($0))]) }))])
      }
      table.append(("rows", .array(rows)))
      members.append(("dataTable", .object(table)))
    }
    return .object(members)
  }
}
