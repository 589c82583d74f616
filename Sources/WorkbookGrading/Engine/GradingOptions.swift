import Foundation
import WorkbookTools

/// How to grade: where to build, how long a suite may run, and what to grade.
package struct GradingOptions: Equatable {
  /// The build folder for grading, apart from the student's `.build` so that grading never
  /// waits for (or disturbs) the student's own builds.
  package var scratchPath: String
  /// Seconds one exercise's grader may run before it is stopped and reported as hung.
  package var timeout: Double
  /// Grade exercises that still have their marker line (the check that starters fail).
  package var ignoreMarkers: Bool
  /// Grade the reference solutions in `Solutions/` instead of the student's files.
  package var solutions: Bool
  /// Build only these exercises and their graders (`watch` and `grade N` do): a save then
  /// rebuilds one grader, not all of them, and another exercise's compile error is not theirs.
  package var focus: Set<String>?
  /// How many `submissions` (exercises) or `class` (students) grades side by side, each in a
  /// copy and build folder of its own.
  package var lanes: Int

  /// The defaults, each given once, here.
  package init(
    scratchPath: String = ".build-grading", timeout: Double = 30, ignoreMarkers: Bool = false,
    solutions: Bool = false, focus: Set<String>? = nil, lanes: Int = 1
  ) {
    self.scratchPath = scratchPath
    self.timeout = timeout
    self.ignoreMarkers = ignoreMarkers
    self.solutions = solutions
    self.focus = focus
    self.lanes = lanes
  }

  /// The build folder, inside the package unless the path is absolute.
  package func scratchFolder(in workspace: Workspace) -> URL {
    scratchPath.hasPrefix("/") ? URL(fileURLWithPath: scratchPath) : workspace.url(scratchPath)
  }

  /// The folder graded files are read from.
  package var sourceFolder: String { solutions ? "Solutions" : "Exercises" }

  /// The path of an exercise's graded file, from the package root.
  package func path(of exercise: Exercise) -> String {
    solutions ? exercise.solutionPath : exercise.path
  }

  /// What the builds and test runs are told (Package.swift and the graders read these).
  package var environment: [String: String] {
    var environment = [WorkbookVariable.grading.name: "1", "NO_COLOR": "1"]
    // The watchdog speaks before the run is killed, and says what the work was doing.
    environment[WorkbookVariable.graderLimitSeconds.name] = String(max(1, Int(timeout) - 5))
    if solutions { environment[WorkbookVariable.solutions.name] = "1" }
    if ignoreMarkers { environment[WorkbookVariable.ignoreMarkers.name] = "1" }
    return environment
  }
}

extension GradingOptions {
  /// The defaults, with `--scratch-path` and `--timeout` as given (an extension, so that the
  /// memberwise initializer stays).
  package init(parsing options: ParsedOptions) throws(CLIError) {
    self.init()
    if let path = options[.scratchPath] { scratchPath = path }
    if let seconds = try options.seconds(.timeout) { timeout = seconds }
  }
}
