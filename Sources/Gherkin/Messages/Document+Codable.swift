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
    } else if let background = try container.decodeIfPresent(Background.self, forKey: .background) {
      self = .background(background)
    } else {
      self = .scenario(try container.decode(Scenario.self, forKey: .scenario))
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
    var container = encoder.container(keyedBy: ChildKey.self)
    switch self {
    case .background(let background): try container.encode(background, forKey: .background)
    case .scenario(let scenario): try container.encode(scenario, forKey: .scenario)
    }
  }
}
