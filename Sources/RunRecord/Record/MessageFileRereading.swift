/// `report`'s re-reading policy: what a ``TestRunRecord`` of message files is given as the
/// envelopes come, and what is read again from the files (by ``MessageFiles/Key``) when it is
/// needed, so that the record's size stays that of the test cases in flight.
///
/// No document, pickle or test case is kept as it comes; a test case, its pickle and the
/// pickle's document are read again from the files when an attempt at it starts (up to
/// ``documentsKept`` documents stay, and any a test case in flight uses), and at the envelope
/// after an attempt finished the record forgets it, and its test case and pickle when no
/// attempt in flight runs them (a retried test case is read again). So the record's
/// ``TestRunRecord/pickles``, ``TestRunRecord/testCases``, ``TestRunRecord/attempts`` and
/// lookups hold only what is in flight: for formatters that fold each test case as it finishes.
///
/// ```swift
/// var record = TestRunRecord(keepingFinishedTestCases: false)
/// var rereading = MessageFileRereading(files)
/// try files.stream { rereading.feed($0, to: &record) }
/// if let problem = rereading.problem { throw problem }
/// ```
package struct MessageFileRereading: Sendable {
  /// How many documents stay read: a run in random order would otherwise read one again at
  /// most test cases.
  static let documentsKept = 32
  /// The message files (checked with `placing`) where messages are read again.
  private let files: MessageFiles.Run
  /// The attempts that finished since the last envelope, for the record to forget.
  private var finishing: [Messages.TestCaseFinished] = []
  /// Why a message could not be read again, if one could not.
  package private(set) var problem: MessageFiles.Problem?

  /// Creates the policy for the run of message `files`, checked with `placing`.
  package init(_ files: MessageFiles.Run) { self.files = files }

  /// Gives `record` the next envelope of the files' run: what it keeps, what it reads again
  /// and what it forgets, as the policy says.
  package mutating func feed(_ envelope: Envelope, to record: inout TestRunRecord) {
    if !finishing.isEmpty {
      record.forget(finished: finishing)
      finishing = []
    }
    switch envelope {
    case .gherkinDocument, .pickle, .testCase:
      record.passOver()
      return
    case .testCaseStarted(let started): recall(testCase: started.testCaseId, into: &record)
    case .testCaseFinished(let finished): finishing.append(finished)
    default: break
    }
    record.add(envelope)
  }

  /// Reads again the test case `id`, its pickle and the pickle's document, unless `record`
  /// holds them; the documents no pickle in flight uses are forgotten before another is read.
  private mutating func recall(testCase id: String, into record: inout TestRunRecord) {
    guard record.testCase(id: id) == nil else { return }
    do {
      guard case .testCase(let testCase)? = try files.reread(.testCase(id: id)) else { return }
      if record.pickle(id: testCase.pickleId) == nil,
        case .pickle(let pickle)? = try files.reread(.pickle(id: testCase.pickleId))
      {
        if record.document(uri: pickle.uri) == nil {
          if record.documentCount >= Self.documentsKept { record.forgetDocumentsNotInFlight() }
          if let document = try files.reread(.document(uri: pickle.uri)) { record.add(document) }
        }
        record.add(.pickle(pickle))
      }
      record.add(.testCase(testCase))
    } catch {
      problem = problem ?? error
    }
  }
}
