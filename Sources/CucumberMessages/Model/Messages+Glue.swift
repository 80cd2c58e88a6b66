import CucumberExpressions

extension Messages {
  /// A step definition: its expression and where it was declared.
  public struct StepDefinition: Sendable, Hashable, Codable {
    /// The identifier test steps refer to.
    public var id: String
    /// The expression.
    public var pattern: StepDefinitionPattern
    /// Where it was declared.
    public var sourceReference: SourceReference

    /// Creates a step definition message.
    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
      self.id = id
      self.pattern = pattern
      self.sourceReference = sourceReference
    }
  }

  /// A step definition's expression.
  public struct StepDefinitionPattern: Sendable, Hashable, Codable {
    /// How the expression is written.
    public enum PatternType: String, Sendable, Hashable, Codable {
      /// A Cucumber Expression.
      case cucumberExpression = "CUCUMBER_EXPRESSION"
      /// A regular expression.
      case regularExpression = "REGULAR_EXPRESSION"
    }

    /// The expression as written.
    public var source: String
    /// How it is written.
    public var type: PatternType

    /// Creates a pattern.
    public init(source: String, type: PatternType) {
      self.source = source
      self.type = type
    }
  }

  /// A hook: when it runs, for which scenarios, and where it was declared.
  public struct Hook: Sendable, Hashable, Codable {
    /// When a hook runs.
    public enum HookType: String, Sendable, Hashable, Codable {
      /// Once, before the first test case.
      case beforeTestRun = "BEFORE_TEST_RUN"
      /// Once, after the last test case.
      case afterTestRun = "AFTER_TEST_RUN"
      /// Before each test case.
      case beforeTestCase = "BEFORE_TEST_CASE"
      /// After each test case.
      case afterTestCase = "AFTER_TEST_CASE"
      /// Before each step.
      case beforeTestStep = "BEFORE_TEST_STEP"
      /// After each step.
      case afterTestStep = "AFTER_TEST_STEP"
    }

    /// The identifier test steps refer to.
    public var id: String
    /// The name the hook was given.
    public var name: String?
    /// Where it was declared.
    public var sourceReference: SourceReference
    /// The tag expression limiting the scenarios it runs for.
    public var tagExpression: String?
    /// When it runs.
    public var type: HookType?

    /// Creates a hook message.
    public init(
      id: String, name: String? = nil, sourceReference: SourceReference,
      tagExpression: String? = nil, type: HookType?
    ) {
      self.id = id
      self.name = name
      self.sourceReference = sourceReference
      self.tagExpression = tagExpression
      self.type = type
    }
  }

  /// A parameter type Cucumber Expressions may name.
  public struct ParameterType: Sendable, Hashable, Codable {
    /// The name used in expressions, as in `{color}`.
    public var name: String
    /// The regular expressions it matches.
    public var regularExpressions: [String]
    /// Whether a regular expression group with the same pattern converts with it.
    public var preferForRegularExpressionMatch: Bool
    /// Whether generated snippets use it.
    public var useForSnippets: Bool
    /// The identifier.
    public var id: String
    /// Where it was declared.
    public var sourceReference: SourceReference?

    /// Creates a parameter type message.
    public init(
      name: String, regularExpressions: [String], preferForRegularExpressionMatch: Bool,
      useForSnippets: Bool, id: String, sourceReference: SourceReference? = nil
    ) {
      self.name = name
      self.regularExpressions = regularExpressions
      self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
      self.useForSnippets = useForSnippets
      self.id = id
      self.sourceReference = sourceReference
    }
  }

  /// A step definition's expression named a parameter type nobody registered.
  public struct UndefinedParameterType: Sendable, Hashable, Codable {
    /// The step definition's expression.
    public var expression: String
    /// The unknown parameter type's name.
    public var name: String

    /// Creates the message.
    public init(expression: String, name: String) {
      self.expression = expression
      self.name = name
    }
  }

  /// Ready-to-paste definitions for an undefined step.
  public struct Suggestion: Sendable, Hashable, Codable {
    /// The identifier.
    public var id: String
    /// The undefined pickle step.
    public var pickleStepId: String
    /// One snippet per language.
    public var snippets: [Snippet]

    /// Creates a suggestion.
    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
      self.id = id
      self.pickleStepId = pickleStepId
      self.snippets = snippets
    }
  }

  /// Source code defining a step.
  public struct Snippet: Sendable, Hashable, Codable {
    /// The programming language.
    public var language: String
    /// The code.
    public var code: String

    /// Creates a snippet.
    public init(language: String, code: String) {
      self.language = language
      self.code = code
    }
  }
}
