import Foundation
import Workbook
import WorkbookTools

/// Runs a chapter's binary with `--measure` and reads the hang measure it prints.
///
/// The workbench cannot import a chapter: chapters are executables. It runs them instead, as
/// a user would, from the folder it was built into, which also holds the chapters (the
/// package makes the workbench depend on them, so they are built with it).
struct ChapterRun {
  /// The chapter's product name: `chapter4`.
  let command: String
  /// The images to open, if not the bundled ones.
  var inputs: [String] = []
  /// The chapter's own options: `--manager class`.
  var options: [String] = []
  /// Where the next run writes its trace, for `--trace-json`; the runs after it write none.
  var traces: TraceCollector?

  /// Where the chapter's binary is: beside this program's own.
  var executable: URL {
    let folder =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return folder.appendingPathComponent(command)
  }

  /// Runs the chapter once and returns its report.
  /// - Throws: `WorkbenchError` when the binary is missing, fails, or prints no report.
  func measure(traced: Bool = false) throws -> HangReport {
    let lines = try run(traced: traced)
    guard let report = lines.lazy.compactMap({ HangReport(line: $0) }).first else {
      throw WorkbenchError("\(command) printed no '\(HangReport.prefix)' line")
    }
    return report
  }

  /// Runs chapter 7 once and returns its gallery's report.
  /// - Throws: `WorkbenchError` when the binary is missing, fails, or prints no report.
  func measureGallery(traced: Bool = false) throws -> GalleryReport {
    let lines = try run(traced: traced)
    guard let report = lines.lazy.compactMap({ GalleryReport(line: $0) }).first else {
      throw WorkbenchError("\(command) printed no '\(GalleryReport.prefix)' line")
    }
    return report
  }

  /// Runs the chapter once with `--measure` and returns the lines it printed; `traced`, it
  /// also writes its trace to the collector's next file.
  private func run(traced: Bool) throws -> [String] {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw WorkbenchError("no \(command) beside the workbench at \(executable.path)")
    }
    let name = ([command] + options + inputs.map { URL(fileURLWithPath: $0).lastPathComponent })
      .joined(separator: " ")
    let trace =
      traced ? traces.map { [CommandLineOption.traceJSON.name, $0.nextFile(for: name).path] } : nil
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let run = try ChildProcess.runBlocking(
      executable, ["--measure"] + options + (trace ?? []) + ["--"] + inputs,
      environment: environment, timeLimit: .seconds(600), separateErrors: true)
    guard run.succeeded else {
      throw WorkbenchError("\(command) ended with \(run.ending)")
    }
    return run.output.split(separator: "\n").map(String.init)
  }
}

/// Why the workbench could not measure: one line for standard error.
struct WorkbenchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
