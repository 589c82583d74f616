import Foundation
import Testing
import WorkbookTools

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The `workbook` program run in a `TemporaryWorkbook`, the way a learner runs it: what a
/// command prints on standard output is only seen there. `swift build --build-tests` builds
/// it into the folder that holds the test binary, where this finds it.
extension TemporaryWorkbook {
  /// Runs `workbook` with `arguments` in this workbook: plain output, 80 columns wide, and
  /// no GitHub Actions step output for a grade to write its result into unless `environment`
  /// names one. Records an issue if the program is not there, or if it crashes or hangs.
  func runWorkbook(
    _ arguments: String..., environment overrides: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess.Result {
    try await runWorkbook(arguments, environment: overrides, sourceLocation: sourceLocation)
  }

  /// `runWorkbook` with its words in an array.
  func runWorkbook(
    _ arguments: [String], environment overrides: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess.Result {
    let tests = try #require(Bundle.main.executablePath, sourceLocation: sourceLocation)
    let program = URL(fileURLWithPath: tests).deletingLastPathComponent()
      .appendingPathComponent("workbook")
    try #require(
      FileManager.default.isExecutableFile(atPath: program.path), "no workbook beside the tests",
      sourceLocation: sourceLocation)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "80"
    environment["GITHUB_OUTPUT"] = nil
    environment.merge(overrides) { $1 }
    let run = try await ChildProcess.run(
      program, arguments + ["--package-path", workspace.root.path], in: workspace.root,
      environment: environment, timeLimit: .seconds(120), separateErrors: true)
    #expect(
      !run.timedOut && !run.signaled, "workbook \(arguments) \(run.ending): \(run.errors)",
      sourceLocation: sourceLocation)
    return run
  }

  /// Starts exercise `id`: its file without the marker line, holding `body`.
  func start(_ id: String, _ body: String) throws {
    let exercise = try #require(try exercises.first { $0.id == id })
    try write(exercise.path, body + "\n")
  }

  /// Saves in the learner's state the verdicts the student's files got when last graded, for
  /// the files as they are now: what `progress` and `solution` then know without grading.
  func saveVerdicts(_ statuses: [String: Verdict.Status]) throws {
    var state = LearnerState.load(workspace)
    for exercise in try exercises {
      guard let status = statuses[exercise.id] else { continue }
      state.remember(
        Verdict(status: status, message: "graded \(status.rawValue)"), for: exercise,
        in: workspace)
    }
    try state.save(workspace)
  }
}
