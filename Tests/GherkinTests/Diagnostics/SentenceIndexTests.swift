import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics
@testable import GherkinRunner

/// The closest-sentence search reads the sentences once and compares a step word by word only
/// with the sentences that share enough of its words: it finds what comparing every sentence
/// finds.
@Suite("The sentence index of the closest-sentence search")
struct SentenceIndexTests {
  private static let sentences = [
    "the cache is empty", "the cache is {int} days old", "the cache is (very) old",
    "there's a cached version of the feed holding no images",
    "the customer requests to see their/the feed", "the server's feed holds {int} images",
    "the server's feed holds {int} images in pages of {int}",
    "the app should display the latest feed saved",
    "the app should display the error message {string}", "today is {}",
    "the customer has connectivity", "the customer has no connectivity",
    "the image {string} is shown at {string}", "no error message is shown",
    "the feed is {} and {int} images are shown", "a", "the",
  ]

  private static var definitions: [StepDefinitionInfo] {
    var registry = StepRegistry<Void> {}
    for sentence in sentences { registry.given(sentence) { _ in } }
    return registry.definitions.map(\.info)
  }

  /// A step text each sentence reads as: values for its parameters, its first alternatives.
  private static func written(_ sentence: String) -> [String] {
    sentence.split(separator: " ").map { word in
      switch word {
      case "{int}": "3"
      case "{string}": "\"Sunset\""
      case "{}": "6 days old"
      default: String(word.split(separator: "/").first ?? word)
      }
    }
  }

  /// Slips of a step: a word left out, replaced, misspelt, repeated, or swapped with the next.
  private static func slips(of words: [String]) -> [String] {
    var found = [words.joined(separator: " ")]
    for index in words.indices {
      var dropped = words
      dropped.remove(at: index)
      var replaced = words
      replaced[index] = "banana"
      var misspelt = words
      misspelt[index] += "z"
      var repeated = words
      repeated.insert(words[index], at: index)
      found += [dropped, replaced, misspelt, repeated].map { $0.joined(separator: " ") }
      if index + 1 < words.count {
        var swapped = words
        swapped.swapAt(index, index + 1)
        found.append(swapped.joined(separator: " "))
      }
    }
    return found
  }

  @Test("the closest sentences of every slip of every sentence are those of comparing each one")
  func sameAsComparingEverySentence() {
    let index = Diagnostics.SentenceIndex(Self.definitions)
    let everyOne = Diagnostics.SentenceIndex(Self.definitions, rulesOut: false)
    let steps = Self.sentences.flatMap { Self.slips(of: Self.written($0)) }
    #expect(steps.count > 300)
    var found = 0
    for step in steps {
      let closest = Diagnostics.closestSentences(to: step, in: index)
      #expect(closest == Diagnostics.closestSentences(to: step, in: everyOne), "\(step)")
      if !closest.isEmpty { found += 1 }
    }
    #expect(found > steps.count / 2)
  }

  @Test("a sentence sharing too few of a step's words is left out before the word comparison")
  func sentenceSharingFewWordsIsRuledOut() throws {
    let index = Diagnostics.SentenceIndex(Self.definitions)
    let words = ["the", "cache", "is", "emptyy"]
    let shared = index.sharedLiterals(with: Set(words))
    func mayBeClose(_ sentence: String) throws -> Bool {
      let position = try #require(Self.sentences.firstIndex(of: sentence))
      return index.sentences[position].mayBeClose(
        sharing: shared[position], of: words.count, limit: 2)
    }
    #expect(try mayBeClose("the cache is empty"))
    #expect(try !mayBeClose("the app should display the latest feed saved"))
    #expect(try !mayBeClose("there's a cached version of the feed holding no images"))
  }

  @Test("optional text and alternatives count as words a step may share")
  func optionalTextAndAlternativesShared() throws {
    let index = Diagnostics.SentenceIndex(Self.definitions)
    let shared = index.sharedLiterals(with: ["the", "customer", "requests", "to", "see", "feed"])
    let alternatives = try #require(
      Self.sentences.firstIndex(of: "the customer requests to see their/the feed"))
    let optional = try #require(Self.sentences.firstIndex(of: "the cache is (very) old"))
    #expect(shared[alternatives] == 7)
    #expect(shared[optional] == 2)
  }
}
