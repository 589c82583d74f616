import Foundation
import WorkbookGrading
import WorkbookTools

/// One program of the command line and the commands it offers: `workbook`, for students and
/// teachers, and `workbook-dev`, the maintainers' (built only for them). The parser, the help
/// and `main` read a program's commands here and nowhere else.
@MainActor
package struct CommandSet {
  /// The program's name, as its errors begin: `workbook`.
  package let name: String
  /// Every command, in the order the help lists them.
  package let commands: [any WorkbookCommand.Type]
  /// The command run when none is named; with none, the help is shown.
  package let byDefault: (any WorkbookCommand.Type)?
  /// What the help adds below the commands: how to name an exercise, say.
  package let notes: [String]

  package init(
    name: String, commands: [any WorkbookCommand.Type],
    byDefault: (any WorkbookCommand.Type)? = nil, notes: [String] = []
  ) {
    self.name = name
    self.commands = commands
    self.byDefault = byDefault
    self.notes = notes
  }

  /// How the program is typed: `swift run workbook`.
  package var program: String { "swift run \(name)" }

  /// Every command's spec, in the order the help lists them.
  package var specs: [CommandSpec] { commands.map { $0.spec } }

  /// The command called `word`, by its name or an alias.
  package func named(_ word: String) -> (any WorkbookCommand.Type)? {
    commands.first { $0.spec.name == word || $0.spec.aliases.contains(word) }
  }

  /// Every option of every command, each once: the parser reads words with them before it
  /// knows the command, so an option may come before the command (`--timeout 30 grade`).
  package var everyOption: [CommandLineOption] {
    var seen = Set<String>()
    return (CommandSpec.globalOptions + specs.flatMap(\.options))
      .filter { seen.insert($0.name).inserted }
  }

  /// Runs the command line `words` and exits: 0 success, 1 a runtime failure, 2 a usage error.
  ///
  /// 1. Parse the whole command line into a typed command (a usage error exits 2 before
  ///    anything runs).
  /// 2. Find the workbook, unless only help was asked for.
  /// 3. Run the command.
  package func main(_ words: [String]) -> Never {
    ChildProcess.stopChildrenOnInterrupt()
    do throws(CLIError) {
      let invocation = try CommandParser.parse(words, in: self)
      switch invocation.request {
      case .help(let topic):
        say(topic.map { Help.command($0, in: self) } ?? Help.overview(of: self))
        exit(ExitStatus.success.rawValue)
      case .command(let command):
        let start = invocation.packagePath ?? FileManager.default.currentDirectoryPath
        let workspace = try Workspace.find(from: URL(fileURLWithPath: start))
        exit(try command.run(in: workspace))
      }
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      exit(error.exitStatus)
    }
  }
}

extension CommandSet {
  /// `swift run workbook`: the learner's commands and the teacher's.
  package static let workbook = CommandSet(
    name: "workbook",
    commands: [
      ProgressCommand.self, HintCommand.self, WatchCommand.self, SolutionCommand.self,
      ResetCommand.self, PredictCommand.self, GradeCommand.self, ClassCommand.self,
    ],
    byDefault: ProgressCommand.self,
    notes: [
      "N is an exercise's number, such as 1.2. An exercise starts with the line",
      "\"// NOT STARTED …\" at the top of its file: delete it to have it graded.",
    ])
}
