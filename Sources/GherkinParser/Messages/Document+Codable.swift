// A feature's and a rule's children in Cucumber's message form: an object with one member,
// `background`, `scenario` or `rule`.

private enum ChildKey: String, CodingKey {
  case background
  case scenario
  case rule
}

extension FeatureChild: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ChildKey.self)
    if let rule = try container.decodeIfPresent(Rule.self, forKey: .rule) {
      self = .rule(rule)
    } else {
      self = try RuleChild(from: decoder).featureChild
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ChildKey.self)
    switch self {
    case .background(let background): try container.encode(background, forKey: .background)
    case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
    case .rule(let rule): try container.encode(rule, forKey: .rule)
    }
  }
}

extension RuleChild: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ChildKey.self)
    if let background = try container.decodeIfPresent(Background.self, forKey: .background) {
      self = .background(background)
    } else {
      self = .scenario(try container.decode(Scenario.self, forKey: .scenario))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    try featureChild.encode(to: encoder)
  }
}

// A Markdown feature without a `# Feature:` heading has no keyword: Cucumber leaves the member
// out, so an empty keyword is left out here too (and a missing one reads as empty).
extension Feature: Codable {
  private enum CodingKeys: String, CodingKey {
    case location
    case tags
    case language
    case keyword
    case name
    case description
    case children
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    location = try container.decode(Location.self, forKey: .location)
    tags = try container.decode([Tag].self, forKey: .tags)
    language = try container.decode(String.self, forKey: .language)
    keyword = try container.decodeIfPresent(String.self, forKey: .keyword) ?? ""
    name = try container.decode(String.self, forKey: .name)
    description = try container.decode(String.self, forKey: .description)
    children = try container.decode([FeatureChild].self, forKey: .children)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(location, forKey: .location)
    try container.encode(tags, forKey: .tags)
    try container.encode(language, forKey: .language)
    if !keyword.isEmpty { try container.encode(keyword, forKey: .keyword) }
    try container.encode(name, forKey: .name)
    try container.encode(description, forKey: .description)
    try container.encode(children, forKey: .children)
  }
}
