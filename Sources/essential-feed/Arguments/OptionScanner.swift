/// The options one command accepts: those that take a value and those that are flags.
struct OptionSpec: Sendable {
  let valued: Set<String>
  let flags: Set<String>
}

/// The options and positional arguments found after a command's name.
struct ScannedArguments: Sendable {
  let command: CommandName
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  func value(_ option: String) -> String? { values[option] }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// Fails unless exactly `count` positional arguments were given.
  func expectPositionals(_ count: Int) throws(UsageError) {
    if positionals.count > count {
      throw .unexpectedArgument(positionals[count], command: command)
    }
  }

  /// The one positional argument, named `name` in the error when it is missing.
  func expectPositional(_ name: String) throws(UsageError) -> String {
    guard let first = positionals.first else { throw .missingArgument(name, command: command) }
    try expectPositionals(1)
    return first
  }
}

/// Splits a command's arguments into options and positionals, rejecting unknown options, missing
/// values and repeated options.
struct OptionScanner: Sendable {
  let command: CommandName
  let spec: OptionSpec

  init(for command: CommandName, spec: OptionSpec) {
    self.command = command
    self.spec = spec
  }

  func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments {
    var scanned = ScannedArguments(command: command)
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        scanned.positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        scanned.positionals.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      if spec.flags.contains(name) {
        if inlineValue != nil { throw .flagTakesNoValue(name) }
        scanned.flags.insert(name)
      } else if spec.valued.contains(name) {
        if scanned.values[name] != nil { throw .duplicateOption(name) }
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          throw .missingValue(option: name)
        }
        if value.isEmpty { throw .missingValue(option: name) }
        scanned.values[name] = value
      } else {
        throw .unknownOption(name, command: command)
      }
    }
    return scanned
  }

  private func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
