import Foundation

/// Reads a failed build's output and tells which exercises the errors belong to, so that
/// the grading command can leave those out and build the rest.
///
/// An error belongs to an exercise when it is in the exercise's folder (the student's code
/// does not compile) or in its grader (the student's code no longer has what the grader
/// calls, such as a renamed method).
package struct CompilerLog {
  /// One `path:line:column: error: message` line.
  package struct Error: Equatable {
    package let path: String
    package let line: Int
    package let message: String
  }

  package let errors: [Error]

  package init(_ output: String) {
    var seen: Set<String> = []
    errors = output.split(separator: "\n").compactMap { line -> Error? in
      guard let match = line.firstMatch(of: /^(\/[^:]+\.swift):(\d+):\d+: error: (.*)$/),
        seen.insert(String(line)).inserted
      else { return nil }
      return Error(path: String(match.1), line: Int(match.2) ?? 0, message: String(match.3))
    }
  }

  /// The errors of each exercise, by id; errors elsewhere are left out.
  package func errorsByExercise(
    _ exercises: [Exercise], in workspace: Workspace, sourceFolder: String
  ) -> [String: [Error]] {
    var result: [String: [Error]] = [:]
    for error in errors {
      let path = workspace.relative(URL(fileURLWithPath: error.path))
      let owner = exercises.first { exercise in
        path.hasPrefix("\(sourceFolder)/\(exercise.chapterFolder)/\(exercise.folder)/")
          || path == exercise.graderPath
      }
      if let owner { result[owner.id, default: []].append(error) }
    }
    return result
  }

  /// The errors no exercise owns: the package itself does not build.
  package func unowned(by owned: [String: [Error]]) -> [Error] {
    let owned = Set(owned.values.joined().map(\.path))
    return errors.filter { !owned.contains($0.path) }
  }
}
