import Foundation

// The workbook's command line: `swift run workbook [command]`.
//
// For students:
//   progress (the default)  what is done, and which exercise is next
//   hint [N]                the next hint for exercise N (or the current one)
//   watch [N]               grades exercise N again each time its file is saved
//   reset N [--yes]         puts exercise N back as it started, after asking
// For teachers:
//   grade [N…]              grades exercises: scorecard, autograding.json, results.json
// For maintainers:
//   verify                  every starter fails for its reason, every solution passes

Subprocess.stopChildrenOnInterrupt()

do {
  var arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
  let start = try arguments.value("--package-path") ?? FileManager.default.currentDirectoryPath
  if arguments.flag("--help") || arguments.flag("-h") || arguments.command == "help" {
    say(Usage.text)
    exit(0)
  }
  let workspace = try Workspace.find(from: URL(fileURLWithPath: start))
  let status: Int32 =
    switch arguments.command {
    case nil, "progress": try ProgressCommand.run(arguments, workspace)
    case "hint": try HintCommand.run(arguments, workspace)
    case "watch": try WatchCommand.run(arguments, workspace)
    case "reset": try ResetCommand.run(arguments, workspace)
    case "grade": try GradeCommand.run(arguments, workspace)
    case "verify": try VerifyCommand.run(arguments, workspace)
    case let other?: throw CLIError("unknown command '\(other)'; try: swift run workbook --help")
    }
  exit(status)
} catch {
  FileHandle.standardError.write(Data("workbook: \(error)\n".utf8))
  exit(2)
}
