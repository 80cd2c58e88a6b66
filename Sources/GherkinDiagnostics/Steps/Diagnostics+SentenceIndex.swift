extension Diagnostics {
  /// The sentences of a suite's step definitions, read once for the closest-sentence search
  /// (`closestSentences(to:in:)`): each sentence's words, and which
  /// sentences each word a step may have stands in. A step is then compared word by word only
  /// with the sentences that share enough of its words to be close, so that explaining a step
  /// costs in proportion to its words and the sentences, not to their product.
  package struct SentenceIndex: Sendable {
    /// One definition's sentence, as the search reads it.
    struct Sentence: Sendable {
      /// The definition's keyword, which the closest sentences are shown with.
      let keyword: String
      /// The sentence's words, at most ``Diagnostics/maximumWords``; a `{parameter}` word stands
      /// for any one word of a step.
      let words: [String]
      /// How many of ``words`` are the sentence's own words (not a `{parameter}`).
      let literals: Int
      /// How many of its own words any step word is the same as (optional text, `(s)`).
      let wildcards: Int

      init(_ definition: StepDefinitionInfo) {
        keyword = definition.keyword
        words = definition.sentence.split(separator: " ").prefix(Diagnostics.maximumWords).map(
          String.init)
        let own = words.filter { !$0.hasPrefix("{") }
        literals = own.count
        wildcards = own.filter(Self.isWildcard).count
      }

      /// Whether a step word is the same as the sentence's own word `word` whatever it is
      /// (as ``Diagnostics`` compares them).
      static func isWildcard(_ word: String) -> Bool {
        word.hasPrefix("(") && !word.contains("/")
      }

      /// The step words the sentence's own word `word` is the same as: its alternatives
      /// (`a/b`), or itself.
      static func spellings(of word: String) -> [String] {
        word.contains("/") ? word.split(separator: "/").map(String.init) : [word]
      }

      /// Whether a step of `stepWords` words that may share `shared` of the sentence's own words
      /// can pass the closest-sentence test within `limit`: each own word it does not share
      /// costs a word of distance, and it must share half the step's words, or two when it is
      /// one word away. An exact bound: a sentence it rules out is never among the closest.
      func mayBeClose(sharing shared: Int, of stepWords: Int, limit: Int) -> Bool {
        let unshared = literals - shared
        guard unshared <= limit else { return false }
        return 2 * shared >= stepWords || (shared >= 2 && unshared <= 1)
      }
    }

    /// The definitions, in registration order.
    let definitions: [StepDefinitionInfo]
    /// Their sentences, in the same order.
    let sentences: [Sentence]
    /// For each step word, the sentences (by position) with an own word it is the same as, once
    /// per such word.
    private let postings: [String: [Int]]
    /// Whether the search leaves out the sentences too far from a step before comparing them
    /// word by word; without, it compares every one (which tests compare with).
    let rulesOut: Bool

    /// Reads the sentences of `definitions`; with `rulesOut` false, the search compares a step
    /// with every sentence.
    package init(_ definitions: [StepDefinitionInfo], rulesOut: Bool = true) {
      self.definitions = definitions
      self.rulesOut = rulesOut
      sentences = definitions.map(Sentence.init)
      var postings: [String: [Int]] = [:]
      for (position, sentence) in sentences.enumerated() {
        let own = sentence.words.filter { !$0.hasPrefix("{") && !Sentence.isWildcard($0) }
        for word in own {
          for spelling in Sentence.spellings(of: word) {
            postings[spelling, default: []].append(position)
          }
        }
      }
      self.postings = postings
    }

    /// For each sentence, at most how many of its own words a step of `words` has: an upper
    /// bound on the own words the step and the sentence share.
    func sharedLiterals(with words: Set<String>) -> [Int] {
      var shared = sentences.map(\.wildcards)
      for word in words {
        for position in postings[word] ?? [] { shared[position] += 1 }
      }
      return shared
    }
  }
}
