import Foundation
import PackagePlugin

/// Generates the Swift Testing tests of the package's `Features/*.feature`: one test per scenario
/// and Examples row, one Swift file per feature file (so that editing a feature file regenerates
/// and recompiles only its tests), and one test reporting the folder's problems.
@main
struct GherkinScenarioTests: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let generator = try context.tool(named: "gherkin-scenario-tests").url
    let folder = context.package.directoryURL.appending(path: "Features")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".feature") }
    return ([folder] + names.map { folder.appending(path: $0) }).map { input in
      let name = input.lastPathComponent
      let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
      return .buildCommand(
        displayName: "Generating scenario tests from \(name)", executable: generator,
        arguments: [input.path, output.path], inputFiles: input == folder ? [] : [input],
        outputFiles: [output])
    }
  }
}
