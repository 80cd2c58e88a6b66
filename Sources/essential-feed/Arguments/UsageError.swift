/// A command line or environment that `essential-feed` cannot act on. Reported with exit status 2.
enum UsageError: Error, Equatable, Sendable {
  case missingCommand
  case unknownCommand(String)
  case optionBeforeCommand(String)
  case unknownOption(String, command: CommandName)
  case missingValue(option: String)
  case duplicateOption(String)
  case flagTakesNoValue(String)
  case missingArgument(String, command: CommandName)
  case unexpectedArgument(String, command: CommandName)
  case missingOption(String, command: CommandName)
  case invalidImageID(String)
  case invalidBaseURL(String, source: String)
  case invalidPageCount(String)
  case invalidTimeout(String, source: String)
  case invalidPagingLimit(String, String, maximum: Int)
  case invalidNow(String)
  case unusableOutput(String, kind: String)
  case refusedOutput(String, reason: String)

  /// One line saying what is wrong and, where it helps, what would be right.
  var message: String {
    switch self {
    case .missingCommand:
      return "no command given"
    case .unknownCommand(let name):
      return "unknown command '\(name)'"
    case .optionBeforeCommand(let option):
      return "'\(option)' must come after a command, as in 'essential-feed feed \(option) ...'"
    case .unknownOption(let option, let command):
      return "unknown option '\(option)' for '\(command.rawValue)'"
    case .missingValue(let option):
      return "\(option) needs a value"
    case .duplicateOption(let option):
      return "\(option) is given more than once"
    case .flagTakesNoValue(let option):
      return "\(option) takes no value"
    case .missingArgument(let argument, let command):
      return "'\(command.rawValue)' needs an \(argument)"
    case .unexpectedArgument(let argument, let command):
      return "unexpected argument '\(argument)' for '\(command.rawValue)'"
    case .missingOption(let option, let command):
      return "'\(command.rawValue)' needs \(option)"
    case .invalidImageID(let text):
      return "'\(text)' is not an image id (a UUID such as 73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6)"
    case .invalidBaseURL(let text, let source):
      return "\(source) '\(DisplayURL.redacting(text))' is not an http or https URL with a host"
    case .invalidPageCount(let text):
      return
        "--pages needs a whole number from 1 to \(CommandLineParser.maximumPages), not '\(text)'"
    case .invalidTimeout(let text, let source):
      return
        "\(source) needs a number of seconds in plain digits (such as 10 or 2.5), greater than 0 "
        + "and at most \(Int(CommandLineParser.maximumTimeout)), not '\(text)'"
    case .invalidPagingLimit(let option, let text, let maximum):
      return "\(option) needs a whole number from 1 to \(maximum), not '\(text)'"
    case .refusedOutput(let path, let reason):
      return "--output \(path) can't be written: \(reason); nothing was written"
    case .unusableOutput(let path, let kind):
      return
        "--output \(path) is \(kind), not a regular file; nothing was written (give a file name, "
        + "or '-' for standard output)"
    case .invalidNow(let text):
      return
        "ESSENTIAL_FEED_NOW '\(text)' is not an ISO 8601 date and time such as 2026-11-23T10:00:00Z"
    }
  }
}
