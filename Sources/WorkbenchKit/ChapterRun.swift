import Foundation
import Workbook
import WorkbookTools

/// One chapter run of the workbench's plan: the chapter's binary, its own options, the images
/// it opens, and the row it makes in a table.
///
/// The workbench cannot import a chapter: chapters are executables. It runs them instead, as a
/// user would, with `--measure`, and reads the one report line each prints.
package struct ChapterRun: Equatable, Sendable {
  /// The chapter's product name: `chapter4`.
  package var command: String
  /// Its row in a table: the command, `baseline`, or `class` for chapter 7's class.
  package var name: String
  /// What the row is, for the lines under a table: `async fetch, @concurrent decode`.
  package var about: String
  /// The chapter's own options: `--manager class`.
  package var options: [String]
  /// The images to open; none for the bundled ones.
  package var inputs: [String]

  package init(
    _ command: String, named name: String? = nil, about: String = "", options: [String] = [],
    inputs: [String] = []
  ) {
    self.command = command
    self.name = name ?? command
    self.about = about
    self.options = options
    self.inputs = inputs
  }

  /// The words the chapter runs with: `--measure`, its options, the file its trace goes to
  /// if any, then its inputs after `--`.
  package func arguments(traceFile: URL?) -> [String] {
    let trace = traceFile.map { [CommandLineOption.traceJSON.name, $0.path] } ?? []
    return ["--measure"] + options + trace + ["--"] + inputs
  }

  /// The run's name in the combined trace: `chapter7 --manager class`, `chapter1 x.ppm`.
  var traceName: String {
    ([command] + options + inputs.map { URL(fileURLWithPath: $0).lastPathComponent })
      .joined(separator: " ")
  }
}

/// How the workbench starts a chapter: its command and arguments in, the lines it printed out.
///
/// The workbench runs the chapters' binaries (`ChapterBinaries.launch`); a test gives one of
/// its own, which notes what would run and answers as a chapter would, so that it checks the
/// runs a plan makes without running a chapter.
package typealias ChapterLauncher =
  @MainActor (_ command: String, _ arguments: [String]) throws -> [String]

/// The chapters' binaries, found beside the workbench's own: the package makes the workbench
/// depend on the chapters, so they are built with it, into the same folder.
package enum ChapterBinaries {
  /// Runs the chapter's binary with `arguments` and returns the lines it printed.
  /// - Throws: `WorkbenchError` when the binary is missing or fails.
  package static func launch(_ command: String, _ arguments: [String]) throws -> [String] {
    let folder =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = folder.appendingPathComponent(command)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw WorkbenchError("no \(command) beside the workbench at \(executable.path)")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let run = try ChildProcess.runBlocking(
      executable, arguments, environment: environment, timeLimit: .seconds(600),
      separateErrors: true)
    guard run.succeeded else {
      throw WorkbenchError("\(command) ended with \(run.ending)")
    }
    return run.output.split(separator: "\n").map(String.init)
  }
}

/// Why the workbench could not measure: one line for standard error.
package struct WorkbenchError: Error, CustomStringConvertible {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
