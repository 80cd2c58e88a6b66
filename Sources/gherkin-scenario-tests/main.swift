import Foundation

// The GherkinScenarioTests plugin's generator:
//
//   gherkin-scenario-tests feature FOLDER RELATIVE OUTPUT.swift
//     writes the tests of the feature file RELATIVE inside the features folder FOLDER;
//   gherkin-scenario-tests folder FOLDER OUTPUT.swift [RELATIVE...]
//     writes the test that fails at the line of each problem of the folder (a file that does not
//     parse, a suspicious line, a GHERKIN_* filter selecting nothing) and at each feature file or
//     scenario on disk that the build has no test for: RELATIVE... are the files with tests.
//
// A file the generator cannot read gets no tests, and the folder's test reports it.

let usage = """
  usage: gherkin-scenario-tests feature FOLDER RELATIVE OUTPUT.swift
         gherkin-scenario-tests folder FOLDER OUTPUT.swift [RELATIVE...]

  """

let arguments = Array(CommandLine.arguments.dropFirst())
let text: String
let output: String
switch arguments.first {
case "feature" where arguments.count == 4:
  output = arguments[3]
  text = GeneratedTests.scenarios(folder: arguments[1], relative: arguments[2], output: output)
case "folder" where arguments.count >= 3:
  output = arguments[2]
  text = GeneratedTests.problems(
    folder: arguments[1], relatives: Array(arguments.dropFirst(3)), output: output)
default:
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}
// Tests that did not change are not written again, so that they are not compiled again.
if (try? String(contentsOfFile: output, encoding: .utf8)) == text { exit(0) }
do {
  try text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("gherkin-scenario-tests: \(error)\n".utf8))
  exit(1)
}
