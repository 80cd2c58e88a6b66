import GherkinCommandLine
import GherkinReports

/// The `html` page's glossary: every sentence a scenario may use, grouped by topic, with what it
/// sets up or checks in a product owner's words and the scenarios of the run that use it.
package enum SentenceGlossary {
  /// The section; the sentences come from the registry, the scenarios from the run's messages
  /// (so `feed-specs report` shows the same glossary).
  package static let htmlSection: HTMLSectionProvider = { record in
    let infos = (try? FeedSpecs.registry(store: .memory))?.definitions.map(\.info) ?? []
    var users: [String: [String]] = [:]
    for testCase in record.finishedTestCases {
      for id in testCase.stepDefinitionIds {
        guard let pattern = record.stepDefinition(id: id)?.pattern.source else { continue }
        if users[pattern]?.last != testCase.pickleId {
          users[pattern, default: []].append(testCase.pickleId)
        }
      }
    }
    let rows = infos.map { info in
      HTMLSection.Row(
        label: [info.topic, "\(info.keyword) \(info.sentence)"].compactMap { $0 }
          .joined(separator: ": "),
        text: info.summary ?? "", pickleIds: users[info.expression] ?? [],
        isProved: users[info.expression] != nil)
    }
    return HTMLSection(
      title: "What each sentence checks",
      summary:
        "Every sentence the scenarios may use, with what it sets up or checks; a sentence no "
        + "scenario of this run uses is marked.",
      rows: rows)
  }
}
