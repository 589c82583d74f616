import Testing
import WorkbookTesting

extension ExerciseFile {
  /// Whether the Swift 6 language mode accepts the exercise's file, compiled with the other
  /// files of its folder as its module builds them: the check behind every exercise whose
  /// starter only Swift 5 mode builds (see `SwiftCompiler.swift6Diagnostics`).
  ///
  /// Each of the first three errors is recorded as a failure that quotes it, with the path
  /// of the file it is in (a helper moved to a file of its own is checked, and named, too),
  /// then `why`: what the error means in this exercise. With no `why`, nothing is recorded.
  /// - Parameter asLibrary: whether the exercise's module is built like the kit, nonisolated
  ///   by default, rather than like the chapters.
  @discardableResult
  func compilesInSwift6(
    asLibrary: Bool = false, failingWith why: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Bool {
    let errors = try await SwiftCompiler.swift6Diagnostics(
      of: url, settings: asLibrary ? .library : .chapters
    )
    .filter(\.isError)
    if let why {
      let folder = path.dropLast(fileName.count)
      for error in errors.prefix(3) {
        fail(
          "Swift 6 rejects \(folder)\(error.file):\(error.line): \(error.message). \(why)",
          sourceLocation: sourceLocation)
      }
    }
    return errors.isEmpty
  }
}
