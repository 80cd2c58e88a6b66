import Foundation
import GherkinCommandLine

/// "Given the customer's language is "Greek"": the language the customer's phone is set to, which
/// the app speaks.
enum LanguageSteps {
  /// The languages a scenario can name, and the locale of each.
  static let languages: KeyValuePairs<String, String> = [
    "English": "en_US", "Brazilian Portuguese": "pt_BR", "Greek": "el_GR", "French": "fr_FR",
  ]

  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The customer's language")
    registry.given(
      "the customer's language is {string}", String.self,
      means:
        "Sets the language of the customer's phone, which the app speaks: \"English\", \"Brazilian Portuguese\", \"Greek\" or \"French\" (which the app does not speak). Write it before the customer uses the app."
    ) { world, language in
      try expect(
        world.app == nil, "the customer's language must be set before they use the app")
      guard let identifier = languages.first(where: { $0.key == language })?.value else {
        throw ExpectationFailure(
          "\"\(language)\" is not a language the scenarios know: write one of "
            + languages.map { "\"\($0.key)\"" }.joined(separator: ", "))
      }
      world.locale = Locale(identifier: identifier)
    }
  }
}
