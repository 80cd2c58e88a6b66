import Foundation
import PrintableText

// Files and folders the app creates are the owner's only (the cache database, its journal).
umask(0o077)

let program = CommandLineProgram(
  console: .standard,
  environment: .current,
  currentDirectory: FileManager.default.currentDirectoryPath,
  homeDirectory: NSHomeDirectory())
let status = await program.run(Array(CommandLine.arguments.dropFirst()))
// Output that could not be written (a full disk, a closed pipe) is an error, never a crash.
if let failure = StandardStream.outputFailure {
  StandardStream.error("essential-feed: standard output cannot be written: \(failure)\n")
  exit(max(status, 1))
}
exit(status)
