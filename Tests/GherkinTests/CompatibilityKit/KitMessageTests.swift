import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine

extension SharedDataTests {
  @Suite("The Compatibility Kit's messages as Swift types and as one record")
  struct KitMessageTests {
    @Test(
      "every envelope of every Compatibility Kit sample decodes and encodes back to the same JSON")
    func kitEnvelopesRoundTrip() throws {
      var checked = 0
      var failures: [String] = []
      for sample in try CompatibilityKitData.sampleNames() {
        for (number, line) in try CompatibilityKitData.expectedLines(of: sample).enumerated() {
          checked += 1
          do {
            let envelope = try Envelope(ndjsonLine: line)
            let again = GherkinConformanceData.canonical(envelope.ndjsonLine)
            if again != GherkinConformanceData.canonical(line) {
              failures.append("\(sample) line \(number + 1):\n  kit:  \(line)\n  ours: \(again)")
            }
          } catch {
            failures.append("\(sample) line \(number + 1) does not decode: \(error)")
          }
        }
      }
      print("message model: \(checked - failures.count)/\(checked) kit envelopes round-trip")
      #expect(checked > 1_000)
      #expect(failures.isEmpty, Comment(rawValue: failures.prefix(3).joined(separator: "\n")))
    }

    private func record(of sample: String) throws -> TestRunRecord {
      TestRunRecord(
        try CompatibilityKitData.expectedLines(of: sample).map { try Envelope(ndjsonLine: $0) })
    }

    @Test(
      "a retried test case has one attempt per try; its last attempt gives its verdict")
    func retriedAttempts() throws {
      let record = try record(of: "retry")

      #expect(record.attempts.count == 9)
      #expect(record.attempts.filter { !$0.willBeRetried }.map(\.attempt) == [0, 1, 2, 2])
      #expect(
        record.attempts.filter { !$0.willBeRetried }.map(\.verdict?.status) == [
          .passed, .passed, .passed, .failed,
        ])
      #expect(record.attempts.filter(\.willBeRetried).count == 5)
    }

    @Test(
      "a failing hook is the first problem, located at the hook's source")
    func hookProblemLocation() throws {
      let record = try record(of: "hooks-conditional")
      let failed = try #require(
        record.attempts.filter { !$0.willBeRetried }.first { $0.verdict?.status == .failed })
      let run = try #require(failed.firstProblem)
      let problem = try #require(record.problem(of: run))
      let hookId = try #require(run.testStep.hookId)

      #expect(problem.status == .failed)
      #expect(problem.location == record.hook(id: hookId)?.sourceReference)
    }

    @Test(
      "an undefined step is the first problem, located at its line in the feature file")
    func undefinedStepLocation() throws {
      let record = try record(of: "undefined")
      let attempt = try #require(
        record.attempts.filter { !$0.willBeRetried }.first { $0.verdict?.status == .undefined })
      let problem = try #require(attempt.firstProblem.flatMap(record.problem(of:)))
      let pickleStep = try #require(problem.pickleStep)

      #expect(problem.location?.uri == record.pickle(id: attempt.pickleId)?.uri)
      #expect(problem.location?.location == record.step(of: pickleStep)?.location)
      #expect(!record.suggestions(for: pickleStep.id).isEmpty)
    }
  }
}
