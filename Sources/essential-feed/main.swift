import Foundation

// Files and folders the app creates are the owner's only (the cache database, its journal).
umask(0o077)

let program = CommandLineProgram(
  console: .standard,
  environment: .current,
  currentDirectory: FileManager.default.currentDirectoryPath,
  homeDirectory: NSHomeDirectory())
exit(await program.run(Array(CommandLine.arguments.dropFirst())))
