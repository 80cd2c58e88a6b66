import Foundation
import PackagePlugin

/// Generates the Swift Testing tests of a test target's feature files: one test per scenario and
/// Examples row, one Swift file per feature file (so that editing a feature file regenerates and
/// recompiles only its tests), and one test reporting the folder's problems.
///
/// The features folder is `Features/` inside the test target's folder, or a symbolic link there to
/// the package's `Features/`: SwiftPM plans the build again when a file is added to, removed from
/// or renamed in a target's folder, and only then. A target without one is a build error saying
/// how to add it, as a folder SwiftPM does not watch would leave the plan out of date.
@main
struct GherkinScenarioTests: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let generator = try context.tool(named: "gherkin-scenario-tests").url
    let folder = target.directoryURL.appending(path: "Features")
    guard Self.isFolder(folder) else {
      Diagnostics.error(Self.missingFolder(of: target, in: context.package))
      return []
    }
    let relatives = Self.featureFiles(in: folder)
    let outputs = context.pluginWorkDirectoryURL
    var commands = relatives.enumerated().map { index, relative in
      let output = outputs.appending(path: Self.outputName(of: relative, index: index))
      let input = folder.appending(path: relative)
      return Command.buildCommand(
        displayName: "Generating scenario tests from \(relative)", executable: generator,
        arguments: ["feature", folder.path, relative, output.path], inputFiles: [input],
        outputFiles: [output])
    }
    let output = outputs.appending(path: "FeaturesFolder.swift")
    commands.append(
      .buildCommand(
        displayName: "Generating the problems test of \(folder.lastPathComponent)",
        executable: generator, arguments: ["folder", folder.path, output.path] + relatives,
        inputFiles: relatives.map { folder.appending(path: $0) },
        outputFiles: [output]))
    return commands
  }

  /// A safe file name for the tests of the feature file at `relative`, unique among the plan's,
  /// that stays the same while the file keeps its name (so that adding a file recompiles no
  /// other's tests): `F_` and the path with each character but ASCII letters, digits, `.` and `-`
  /// written as its UTF-8 bytes, each `_` and two hexadecimal digits; for a very long path, `L`, the file's
  /// place in the plan and the start of that.
  static func outputName(of relative: String, index: Int) -> String {
    var name = ""
    for byte in relative.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80,
        character.isLetter || character.isNumber || character == "." || character == "-"
      {
        name.append(character)
      } else {
        name += String(format: "_%02X", byte)
      }
    }
    guard name.count > 150 else { return "F_" + name + ".swift" }
    return "L\(index)_" + name.prefix(120) + ".swift"
  }

  /// Whether `url` is a folder, or a symbolic link to one.
  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// What to do about a test target without a features folder: move the feature files there, or
  /// link the package's `Features/` there, the link's target relative to the target's folder.
  static func missingFolder(of target: any Target, in package: Package) -> String {
    let base = package.directoryURL.standardizedFileURL.pathComponents
    let inside = Array(target.directoryURL.standardizedFileURL.pathComponents.dropFirst(base.count))
    let folder = (inside + ["Features"]).joined(separator: "/")
    var text =
      "test target '\(target.name)' has no features folder: the GherkinScenarioTests plugin reads"
      + " the feature files of \(folder), a folder or a symbolic link to one."
    if isFolder(package.directoryURL.appending(path: "Features")) {
      let up = Array(repeating: "..", count: inside.count) + ["Features"]
      text +=
        " To keep them in the package's Features/, link it there: `ln -s \(up.joined(separator: "/"))"
        + " \(folder)`, and add `exclude: [\"Features\"]` to the target."
    }
    return text
      + " (A features folder outside the target's folder would go out of date: SwiftPM plans the"
      + " build again when a file is added, removed or renamed only in a target's folder.)"
  }

  /// The `.feature` and `.feature.md` files under `folder`, sorted, as paths relative to it. A
  /// symbolic link to a folder is followed (the enumerator does not descend into one).
  static func featureFiles(in folder: URL) -> [String] {
    let resolved = folder.resolvingSymlinksInPath()
    let base = resolved.standardizedFileURL.path + "/"
    let found = FileManager.default.enumerator(atPath: resolved.path)
    var relatives: [String] = []
    while let relative = found?.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      guard name.hasSuffix(".feature") || name.hasSuffix(".feature.md") else { continue }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + relative, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        relatives.append(relative)
      }
    }
    return relatives.sorted()
  }
}
