/// A node of a Cucumber Expression's syntax tree. Positions count Unicode scalars, end exclusive.
struct CucumberExpressionNode: Sendable, Hashable {
  /// What a node is.
  enum Kind: String, Sendable, Hashable {
    case expression = "EXPRESSION_NODE"
    case text = "TEXT_NODE"
    case optional = "OPTIONAL_NODE"
    case alternation = "ALTERNATION_NODE"
    case alternative = "ALTERNATIVE_NODE"
    case parameter = "PARAMETER_NODE"
  }

  /// The node's kind.
  let kind: Kind
  /// Offset of the node's first scalar.
  let start: Int
  /// Offset just past the node's last scalar.
  let end: Int
  /// Child nodes (empty for text).
  var children: [CucumberExpressionNode] = []
  /// The literal text of a text node; `nil` for other kinds.
  var token: String? = nil

  /// The text a node stands for: its token, or its children's texts joined.
  var text: String {
    token ?? children.map(\.text).joined()
  }
}
