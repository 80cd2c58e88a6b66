/// A `Feature:` block: header, optional background, scenarios and rules.
public struct Feature: Sendable, Hashable {
  /// Where the keyword is.
  public var location: Location
  /// The feature's tags.
  public var tags: [Tag]
  /// The dialect code the file is written in.
  public var language: String
  /// The keyword as written (such as `Feature` or `Fonctionnalité`).
  public var keyword: String
  /// The text after the keyword's colon, trimmed.
  public var name: String
  /// The free text under the header, or an empty string.
  public var description: String
  /// The background, scenarios and rules in file order.
  public var children: [FeatureChild]
}

/// One child of a ``Feature``.
public enum FeatureChild: Sendable, Hashable {
  case background(Background)
  case scenario(Scenario)
  case rule(Rule)
}

/// A `Rule:` block inside a feature: its own optional background and scenarios.
public struct Rule: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The rule's tags.
  public var tags: [Tag]
  /// The keyword as written.
  public var keyword: String
  /// The text after the keyword's colon, trimmed.
  public var name: String
  /// The free text under the header, or an empty string.
  public var description: String
  /// The background and scenarios in file order.
  public var children: [RuleChild]
}

/// One child of a ``Rule``.
public enum RuleChild: Sendable, Hashable {
  case background(Background)
  case scenario(Scenario)
}

extension RuleChild {
  /// The same background or scenario as a child of a feature, so that one walk reads both.
  package var featureChild: FeatureChild {
    switch self {
    case .background(let background): .background(background)
    case .scenario(let scenario): .scenario(scenario)
    }
  }
}
