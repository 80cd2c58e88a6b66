import CucumberExpressions
import Foundation
import GherkinParser
import PrintableText

/// The options of the `feed-specs` command line, and of the `GHERKIN_*` environment variables
/// that do the same under `swift test`.
package struct CommandLineOptions: Sendable, Hashable {
  /// `PATH` or `PATH:LINE` arguments; none means the default path.
  package var paths: [String] = []
  /// `--tags` expressions, each parsed once as it is read; several must all hold.
  package var tags: [TagOption] = []
  /// `--name` patterns; a scenario runs when its name matches any.
  package var names: [String] = []
  /// The rerun files read from `@FILE` arguments; their entries are in ``paths``.
  package var rerunFiles: [String] = []
  /// `--format` requests; none means `pretty` on standard output.
  package var formats: [FormatRequest] = []
  /// `--format` requests naming a front end's own format (a ``ReportPlugin``), in order.
  package var pluginFormats: [PluginFormatRequest] = []
  /// `--dry-run`.
  package var dryRun = false
  /// `--no-strict` turns this off.
  package var strict = true
  /// `--fail-fast`.
  package var failFast = false
  /// `--retry N`: how many more times a failed scenario is attempted.
  package var retry = 0
  /// `--parallel N`: how many scenarios run at the same time (1 runs them one after another).
  package var parallel = 1
  /// `--order defined|reverse|random[:SEED]`.
  package var order = RunOrder.defined
  /// `--step-timeout SECONDS`: how long a hook or step may run before it fails as timed out.
  package var stepTimeLimit = RunOptions.defaultStepTimeLimit
  /// `--shard INDEX/TOTAL`: run only this part of the selected scenarios.
  package var shard: Shard?
  /// `--list-steps`.
  package var listSteps = false
  /// `--list-uses TEXT`: list the steps whose text holds TEXT, with their scenarios, then exit.
  package var listUses: String?
  /// `--no-color`.
  package var noColor = false
  /// `--help`.
  package var help = false
  /// `--allow-empty`: a selection that selects no scenario passes instead of failing the run.
  package var allowEmpty = false
  /// `--strict-unused`: a step definition that no step uses fails the run.
  package var strictUnused = false
  /// `--languages FILE`: a Cucumber-format languages JSON file whose dialects join the built-in
  /// ones.
  package var languagesFile: String?
  /// The values of the front end's own options (``GherkinCommand/valueOptions``), by option
  /// name; the last one given wins.
  package var frontEndValues: [String: String] = [:]
  /// Where ``languagesFile`` was given, so that a message about it names it as it was written.
  var languagesSetting = Setting.flag("--languages")

  /// Creates the defaults.
  package init() {}

  /// The options that take no value, each with the setting it makes.
  private static let flags:
    [String: (option: WritableKeyPath<CommandLineOptions, Bool> & Sendable, value: Bool)] = [
      "--dry-run": (\.dryRun, true), "--no-strict": (\.strict, false), "--strict": (\.strict, true),
      "--fail-fast": (\.failFast, true), "--list-steps": (\.listSteps, true),
      "--no-color": (\.noColor, true), "--help": (\.help, true), "-h": (\.help, true),
      "--allow-empty": (\.allowEmpty, true), "--strict-unused": (\.strictUnused, true),
    ]

  /// Reads command-line arguments (without the program name), once: a `--format` naming one of
  /// `pluginFormatNames` is a ``pluginFormats`` request, before any built-in of that name; an
  /// option in `frontEndOptions` takes a value that goes to ``frontEndValues``.
  package init(
    arguments: [String], pluginFormatNames: Set<String> = [], frontEndOptions: Set<String> = []
  ) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
      }
      if let flag = Self.flags[name] {
        self[keyPath: flag.option] = flag.value
        continue
      }
      switch name {
      case "--tags", "-t":
        let source = try value()
        if let message = Diagnostics.unquotedTagExpression(source, followedBy: remaining) {
          throw UsageError(message)
        }
        tags.append(try TagOption(source, setting: .flag(name)))
      case "--name", "-n": names.append(try value())
      case "--format", "-f":
        let request = try value()
        let (formatName, path) = FormatRequest.split(request)
        if pluginFormatNames.contains(formatName) {
          pluginFormats.append(PluginFormatRequest(name: formatName, path: path))
        } else if let format = ReportFormat(name: formatName) {
          formats.append(FormatRequest(format: format, path: path))
        } else {
          let known = ReportFormat.knownNames(plugins: pluginFormatNames.sorted())
          throw UsageError("unknown format \(request); known formats: \(known)")
        }
      case "--retry": retry = try Self.retry(try value())
      case "--parallel": parallel = try Self.parallel(try value())
      case "--order": order = try Self.order(try value())
      case "--step-timeout": stepTimeLimit = try Self.stepTimeLimit(try value())
      case "--shard": shard = try Self.shard(try value())
      case "--list-uses": listUses = try value()
      case "--languages": languagesFile = try value()
      case _ where frontEndOptions.contains(name): frontEndValues[name] = try value()
      case "--":
        paths.append(contentsOf: remaining)
        remaining = []
      default: try addPath(argument)
      }
    }
  }

  /// Adds an argument that is no option: a path, or `@FILE`, a rerun file's paths.
  private mutating func addPath(_ argument: String) throws(UsageError) {
    if argument.hasPrefix("-") && argument.count > 1 {
      throw UsageError("unknown option \(argument)")
    }
    if argument.hasPrefix("@") {
      try readRerunFile(String(argument.dropFirst()), argument: argument)
    } else {
      paths.append(argument)
    }
  }

  /// Adds the `PATH:LINE[:LINE...]` lines of the rerun file at `path` (as `--format rerun`
  /// writes it; blank lines ignored, a PATH may hold spaces) to ``paths``. A rerun file without entries (no scenario
  /// failed) runs nothing and passes.
  private mutating func readRerunFile(_ path: String, argument: String) throws(UsageError) {
    let text: String?
    let why: String
    switch FileKind.openOrdinary(path) {
    case .success(let opened):
      let handle = FileHandle(fileDescriptor: opened.descriptor, closeOnDealloc: true)
      let data = try? handle.readToEnd() ?? Data()
      text = data.flatMap { String(data: $0, encoding: .utf8) }
      why = "it cannot be read, or it is not UTF-8 text"
    case .failure(.cannotOpen(let code)) where code == ENOENT:
      text = nil
      why = "no such file"
    case .failure(let refusal):
      text = nil
      why = refusal.reason
    }
    guard let text else {
      let tag =
        argument.contains { $0 == "/" || $0 == "." }
        ? "" : "; to run the scenarios tagged \(argument), write --tags \(argument)"
      throw UsageError(
        "\(argument) names the rerun file \(path), which cannot be read (\(why))\(tag)")
    }
    let entries = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    if entries.isEmpty && paths.isEmpty { allowEmpty = true }
    paths += entries
    rerunFiles.append(path)
  }

  /// Applies `GHERKIN_TAGS`, `GHERKIN_NAME`, `GHERKIN_LINES` (space-separated `PATH:LINE`s),
  /// `GHERKIN_DRY_RUN`, `GHERKIN_NO_STRICT`, `GHERKIN_FAIL_FAST` and `GHERKIN_ALLOW_EMPTY`
  /// (`1`, `true` or `yes`), `GHERKIN_RETRY` (a count), `GHERKIN_ORDER` (as `--order`),
  /// `GHERKIN_SHARD` (as `--shard`) and `GHERKIN_STEP_TIMEOUT` (as `--step-timeout`).
  ///
  /// - Throws: ``UsageError`` when `GHERKIN_TAGS`, `GHERKIN_RETRY`, `GHERKIN_ORDER`,
  ///   `GHERKIN_SHARD` or `GHERKIN_STEP_TIMEOUT` is malformed.
  package mutating func apply(environment: [String: String]) throws(UsageError) {
    if let value = environment["GHERKIN_STEP_TIMEOUT"], !value.isEmpty {
      stepTimeLimit = try Self.stepTimeLimit(value, setting: "GHERKIN_STEP_TIMEOUT")
    }
    if let value = environment["GHERKIN_RETRY"], !value.isEmpty { retry = try Self.retry(value) }
    if let value = environment["GHERKIN_ORDER"], !value.isEmpty { order = try Self.order(value) }
    if let value = environment["GHERKIN_SHARD"], !value.isEmpty { shard = try Self.shard(value) }
    if let value = environment["GHERKIN_TAGS"], !value.isEmpty {
      tags.append(try TagOption(value, setting: .variable("GHERKIN_TAGS")))
    }
    if let value = environment["GHERKIN_NAME"], !value.isEmpty { names.append(value) }
    if let value = environment["GHERKIN_LINES"] {
      paths += value.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    func flag(_ key: String) -> Bool {
      ["1", "true", "yes"].contains(environment[key]?.lowercased() ?? "")
    }
    if let value = environment["GHERKIN_LANGUAGES"], !value.isEmpty {
      languagesFile = value
      languagesSetting = .variable("GHERKIN_LANGUAGES")
    }
    if flag("GHERKIN_DRY_RUN") { dryRun = true }
    if flag("GHERKIN_NO_STRICT") { strict = false }
    if flag("GHERKIN_FAIL_FAST") { failFast = true }
    if flag("GHERKIN_ALLOW_EMPTY") { allowEmpty = true }
  }

  /// A loader whose parser knows the built-in dialects and those of `--languages`.
  ///
  /// - Throws: ``UsageError`` when the languages file cannot be read or is not a languages file.
  package func makeLoader() throws(UsageError) -> FeatureLoader {
    guard let languagesFile else { return FeatureLoader() }
    let added: Dialects
    do {
      added = try Diagnostics.loadLanguagesFile(languagesFile, setting: languagesSetting)
    } catch {
      throw UsageError(error.message)
    }
    return FeatureLoader(parser: GherkinParser(dialects: Dialects.builtIn.merging(added)))
  }

  /// The run options these flags ask for.
  package var runOptions: RunOptions {
    RunOptions(
      dryRun: dryRun, strict: strict, failFast: failFast, retry: retry, order: order,
      parallel: parallel, stepTimeLimit: stepTimeLimit)
  }

  /// The most retries `--retry` takes: a flaky scenario that needs more is not flaky but broken,
  /// and a run's time and memory grow with every attempt.
  package static let maximumRetries = 10

  private static func retry(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), (0...maximumRetries).contains(count) else {
      throw UsageError("--retry needs a count from 0 to \(maximumRetries), not \(text)")
    }
    return count
  }

  /// The longest `--step-timeout`, a day: a longer one is no limit, and a typo such as an extra
  /// digit is caught.
  package static let maximumStepTimeLimit = Duration.seconds(86_400)

  private static func stepTimeLimit(_ text: String, setting: String = "--step-timeout")
    throws(UsageError) -> Duration
  {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0,
      Duration.seconds(seconds) <= maximumStepTimeLimit
    else {
      throw UsageError(
        "\(setting) needs a number of seconds above 0 and at most 86400 (a day), such as 5 or 0.5, not \(text)"
      )
    }
    return .seconds(seconds)
  }

  private static func parallel(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), count >= 1 else {
      throw UsageError("--parallel needs a whole number of scenarios of 1 or more, not \(text)")
    }
    return count
  }

  private static func shard(_ text: String) throws(UsageError) -> Shard {
    guard let shard = Shard(text) else {
      throw UsageError(
        "--shard is INDEX/TOTAL with 1 <= INDEX <= TOTAL, such as 1/3, not \(text)")
    }
    return shard
  }

  private static func order(_ text: String) throws(UsageError) -> RunOrder {
    guard let order = RunOrder(text) else {
      throw UsageError("--order is defined, reverse, random or random:SEED, not \(text)")
    }
    return order
  }
}

/// A `--tags` expression (or `GHERKIN_TAGS`) as it was written, and parsed.
package struct TagOption: Sendable, Hashable {
  /// The expression as written.
  package let source: String
  /// The expression parsed.
  package let expression: TagExpression

  /// Parses `source`, given with `setting`.
  ///
  /// - Throws: ``UsageError`` saying in plain words what is wrong with the expression.
  package init(_ source: String, setting: Setting = .flag("--tags")) throws(UsageError) {
    self.source = source
    do {
      expression = try TagExpression(parsing: source)
    } catch {
      throw UsageError(Diagnostics.explain(error, setting: setting))
    }
  }
}

/// A `--format NAME[:FILE]` request for a front end's own format.
package struct PluginFormatRequest: Sendable, Hashable {
  /// The plugin's name.
  package var name: String
  /// The file to write, or `nil` for standard output.
  package var path: String?
}
