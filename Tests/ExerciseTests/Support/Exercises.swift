import WorkbookTesting

/// Whether this build took the exercises' code from the reference solutions
/// (`WORKBOOK_SOLUTIONS=1`, which Package.swift turns into this compilation condition) or
/// from `Exercises/`.
#if WORKBOOK_SOLUTIONS
  nonisolated let gradingSolutions = true
#else
  nonisolated let gradingSolutions = false
#endif

extension ExerciseFile {
  /// The file of exercise `id`, at `path` inside `Exercises/` (or the reference solutions'
  /// folder, in a build of them).
  nonisolated static func exercise(_ id: String, _ path: String) -> ExerciseFile {
    ExerciseFile(id, path, solutions: gradingSolutions)
  }
}
