// Pickles in Cucumber's message form: node ids as `astNodeIds`, table rows as `cells` of
// `value`s.

/// The first id and the optional second (an Examples row) of a message's `astNodeIds`.
private func splitAstNodeIds<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, key: Key)
  throws -> (String, String?)
{
  let ids = try container.decode([String].self, forKey: key)
  guard let first = ids.first, ids.count <= 2 else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container,
      debugDescription: "astNodeIds must hold one or two ids, found \(ids.count)")
  }
  return (first, ids.count == 2 ? ids[1] : nil)
}

extension Pickle: Codable {
  private enum CodingKeys: String, CodingKey {
    case id
    case uri
    case location
    case name
    case language
    case steps
    case tags
    case astNodeIds
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let (scenarioId, examplesRowId) = try splitAstNodeIds(in: container, key: .astNodeIds)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      uri: try container.decode(String.self, forKey: .uri),
      // Older messages have no location: line 0 until the record finds it in the document.
      location: try container.decodeIfPresent(Location.self, forKey: .location)
        ?? Location(line: 0),
      name: try container.decode(String.self, forKey: .name),
      language: try container.decode(String.self, forKey: .language),
      steps: try container.decode([PickleStep].self, forKey: .steps),
      tags: try container.decode([PickleTag].self, forKey: .tags),
      scenarioId: scenarioId, examplesRowId: examplesRowId)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(uri, forKey: .uri)
    if location.line > 0 { try container.encode(location, forKey: .location) }
    try container.encode(name, forKey: .name)
    try container.encode(language, forKey: .language)
    try container.encode(steps, forKey: .steps)
    try container.encode(tags, forKey: .tags)
    try container.encode(astNodeIds, forKey: .astNodeIds)
  }
}

extension PickleStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case argument
    case astNodeIds
    case id
    case text
    case type
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let (stepId, examplesRowId) = try splitAstNodeIds(in: container, key: .astNodeIds)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      text: try container.decode(String.self, forKey: .text),
      type: try container.decodeIfPresent(Kind.self, forKey: .type),
      argument: try container.decodeIfPresent(PickleStepArgument.self, forKey: .argument),
      stepId: stepId, examplesRowId: examplesRowId)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(argument, forKey: .argument)
    try container.encode(astNodeIds, forKey: .astNodeIds)
    try container.encode(id, forKey: .id)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(type, forKey: .type)
  }
}

extension PickleTable: Codable {
  private enum CodingKeys: String, CodingKey {
    case argumentIndex
    case rows
  }

  private struct Row: Codable {
    var cells: [Cell]
  }

  private struct Cell: Codable {
    var value: String
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rows = try container.decode([Row].self, forKey: .rows)
    self.init(
      rows: rows.map { $0.cells.map(\.value) },
      argumentIndex: try container.decodeIfPresent(Int.self, forKey: .argumentIndex))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(argumentIndex, forKey: .argumentIndex)
    try container.encode(rows.map { Row(cells: $0.map(Cell.init)) }, forKey: .rows)
  }
}
