import FeedSpecs
import Foundation
import Gherkin

struct Printer: EventSink {
  mutating func publish(_ event: RunEvent) {
    switch event {
    case .testStepFinished(let finished) where finished.result.status != .passed:
      print(
        "   \(finished.result.status): \(finished.testStep.pickleStep?.text ?? "hook"): \(finished.result.message ?? "")"
      )
    case .testCaseFinished(let finished):
      let p = finished.testCase.pickle
      print("\(finished.status == .passed ? "ok  " : "FAIL") \(p.uri):\(p.location.line) \(p.name)")
    case .parseError(let uri, let error): print("parse error \(uri): \(error)")
    case .registrationError(let e): print("registration error \(e)")
    default: break
    }
  }
}
func go() async throws -> RunOutcome {
  let args = Array(CommandLine.arguments.dropFirst())
  let suite = FeatureLoader().load(paths: args.isEmpty ? ["Features"] : args)
  var printer = Printer()
  return await TestRunner(
    registry: try FeedSpecs.registry(store: try StoreKind.fromEnvironment() ?? .memory)
  ).run(suite, to: &printer)
}
let outcome = try await go()
print(
  outcome.results.filter { $0.status == .passed }.count, "passed,",
  outcome.results.filter { $0.status != .passed }.count, "failed")
exit(outcome.exitCode)
