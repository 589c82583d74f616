import Foundation
import WorkbookTools

// The workbook's command line: `swift run workbook [COMMAND]`. Each command is a type that
// declares its operands and options (WorkbookCommand); `swift run workbook --help` lists them.
//
// 1. Parse the whole command line into a typed Command (a usage error exits 2 before
//    anything runs).
// 2. Find the workbook, unless only help was asked for.
// 3. Run the command: 0 success, 1 a runtime failure, 2 a usage error.

ChildProcess.stopChildrenOnInterrupt()

do throws(CLIError) {
  let invocation = try CommandParser.parse(Array(CommandLine.arguments.dropFirst()))
  switch invocation.request {
  case .help(let name):
    say(name.map(Help.command) ?? Help.overview())
    exit(ExitStatus.success.rawValue)
  case .command(let command):
    let start = invocation.packagePath ?? FileManager.default.currentDirectoryPath
    let workspace = try Workspace.find(from: URL(fileURLWithPath: start))
    exit(try command.run(in: workspace))
  }
} catch {
  FileHandle.standardError.write(Data("workbook: \(error)\n".utf8))
  exit(error.exitStatus)
}
