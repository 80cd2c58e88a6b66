// Keyword tables of the built-in dialects, transcribed from Cucumber's gherkin-languages.json.

extension Dialect {
  /// The `en` dialect (English).
  package static let english = Dialect(
    code: "en", name: "English", native: "English",
    feature: ["Feature", "Business Need", "Ability"],
    rule: ["Rule"],
    background: ["Background"],
    scenario: ["Example", "Scenario"],
    scenarioOutline: ["Scenario Outline", "Scenario Template"],
    examples: ["Examples", "Scenarios"],
    given: ["* ", "Given "],
    when: ["* ", "When "],
    then: ["* ", "Then "],
    and: ["* ", "And "],
    but: ["* ", "But "]
  )

  /// The `es` dialect (Spanish).
  static let spanish = Dialect(
    code: "es", name: "Spanish", native: "español",
    feature: ["Característica", "Necesidad del negocio", "Requisito"],
    rule: ["Regla", "Regla de negocio"],
    background: ["Antecedentes"],
    scenario: ["Ejemplo", "Escenario"],
    scenarioOutline: ["Esquema del escenario"],
    examples: ["Ejemplos"],
    given: ["* ", "Dado ", "Dada ", "Dados ", "Dadas "],
    when: ["* ", "Cuando "],
    then: ["* ", "Entonces "],
    and: ["* ", "Y ", "E "],
    but: ["* ", "Pero "]
  )

  /// The `fr` dialect (French).
  static let french = Dialect(
    code: "fr", name: "French", native: "français",
    feature: ["Fonctionnalité"],
    rule: ["Règle"],
    background: ["Contexte"],
    scenario: ["Exemple", "Scénario"],
    scenarioOutline: ["Plan du scénario", "Plan du Scénario"],
    examples: ["Exemples"],
    given: [
      "* ", "Soit ", "Sachant que ", "Sachant qu'", "Sachant ", "Etant donné que ",
      "Etant donné qu'", "Etant donné ", "Etant donnée ", "Etant donnés ", "Etant données ",
      "Étant donné que ", "Étant donné qu'", "Étant donné ", "Étant donnée ", "Étant donnés ",
      "Étant données ",
    ],
    when: ["* ", "Quand ", "Lorsque ", "Lorsqu'"],
    then: ["* ", "Alors ", "Donc "],
    and: ["* ", "Et que ", "Et qu'", "Et "],
    but: ["* ", "Mais que ", "Mais qu'", "Mais "]
  )

  /// The `de` dialect (German).
  static let german = Dialect(
    code: "de", name: "German", native: "Deutsch",
    feature: ["Funktionalität", "Funktion"],
    rule: ["Rule", "Regel"],
    background: ["Grundlage", "Hintergrund", "Voraussetzungen", "Vorbedingungen"],
    scenario: ["Beispiel", "Szenario"],
    scenarioOutline: ["Szenariogrundriss", "Szenarien"],
    examples: ["Beispiele"],
    given: ["* ", "Angenommen ", "Gegeben sei ", "Gegeben seien "],
    when: ["* ", "Wenn "],
    then: ["* ", "Dann "],
    and: ["* ", "Und "],
    but: ["* ", "Aber "]
  )

  /// The `pt` dialect (Portuguese).
  static let portuguese = Dialect(
    code: "pt", name: "Portuguese", native: "português",
    feature: ["Funcionalidade", "Característica", "Caracteristica"],
    rule: ["Regra"],
    background: ["Contexto", "Cenário de Fundo", "Cenario de Fundo", "Fundo"],
    scenario: ["Exemplo", "Cenário", "Cenario"],
    scenarioOutline: [
      "Esquema do Cenário", "Esquema do Cenario", "Delineação do Cenário", "Delineacao do Cenario",
    ],
    examples: ["Exemplos", "Cenários", "Cenarios"],
    given: ["* ", "Dado ", "Dada ", "Dados ", "Dadas "],
    when: ["* ", "Quando "],
    then: ["* ", "Então ", "Entao "],
    and: ["* ", "E "],
    but: ["* ", "Mas "]
  )
}
