import GherkinFormatters

/// A section a front end adds to the HTML page, made from the run's record: a title, a line of
/// explanation, and rows each naming something the suite should prove (a story, a use-case
/// course…) with the scenarios that prove it. The page links each scenario and shows its status.
///
/// ```swift
/// var command = GherkinCommand()
/// let failures: HTMLSectionProvider = { record in
///   let failed = record.finishedTestCases.filter { $0.status == .failed }
///   return HTMLSection(
///     title: "Failures", summary: "Every failed scenario.",
///     rows: [.init(label: "failed", text: "", pickleIds: failed.map(\.pickleId), isProved: failed.isEmpty)])
/// }
/// command.wings = [.reports(htmlSections: [failures])]
/// ```
public struct HTMLSection: Sendable, Hashable {
  /// One thing to prove and the scenarios proving it.
  public struct Row: Sendable, Hashable {
    /// A short label, such as `uc-load-feed primary`.
    public var label: String
    /// What it says, in the product's words.
    public var text: String
    /// The pickles (scenarios or outline rows) that prove it.
    public var pickleIds: [String]
    /// Whether the row is proved; a row that is not is marked for attention.
    public var isProved: Bool
    /// A word shown beside some of the pickles, by pickle id (`edge` for a scenario that proves
    /// no criterion, say).
    public var marks: [String: String]
    /// A word beside a proved row's label, in the colour of what waits (`change pending` for a
    /// criterion a waiting proposal will change, say); `nil` for none.
    public var note: String?

    /// Creates a row.
    public init(
      label: String, text: String, pickleIds: [String], isProved: Bool,
      marks: [String: String] = [:], note: String? = nil
    ) {
      self.label = label
      self.text = text
      self.pickleIds = pickleIds
      self.isProved = isProved
      self.marks = marks
      self.note = note
    }
  }

  /// The section's heading.
  public var title: String
  /// A sentence under the heading.
  public var summary: String
  /// The rows, in order.
  public var rows: [Row]

  /// Creates a section.
  public init(title: String, summary: String, rows: [Row]) {
    self.title = title
    self.summary = summary
    self.rows = rows
  }
}

/// Makes an ``HTMLSection`` from a finished run's record. It reads the run's scenarios from
/// `TestRunRecord.finishedTestCases`: a report made from message files keeps those, not the
/// pickles and test cases.
public typealias HTMLSectionProvider = @Sendable (TestRunRecord) -> HTMLSection
