import Foundation
import WorkbookGrading

/// Finds an exercise's starting code in git's history: the newest commit in which the
/// student's file still begins with its `// NOT STARTED` line.
///
/// The repository is the one place the starters are kept (no hidden copy to keep in step):
/// a starter changed by a maintainer is restored as changed, and a student's commits, which
/// drop the marker line, are passed over. Without git, or outside a checkout, it says so and
/// nothing is changed.
package struct StarterHistory {
  package let workspace: Workspace
  /// The git executable; nil when git is not installed.
  package let git: URL?

  package init(_ workspace: Workspace, git: URL? = try? Subprocess.executable(named: "git")) {
    self.workspace = workspace
    self.git = git
  }

  /// The starting code of `exercise`, and the commit it comes from.
  package func starter(of exercise: Exercise) throws(CLIError) -> (text: String, commit: String) {
    try checkRepository()
    let log = try run(["log", "--format=%H", "--", exercise.path])
    guard log.succeeded else {
      throw .failure("git log failed for \(exercise.path): \(firstLine(log.output))")
    }
    for commit in log.output.split(separator: "\n") where commit.count == 40 {
      let shown = try run(["show", "\(commit):./\(exercise.path)"])
      let firstLine = shown.output.prefix { $0 != "\n" }
      if shown.succeeded, firstLine.hasPrefix(Exercise.marker) {
        return (shown.output, String(commit))
      }
    }
    throw .failure(
      """
      no commit holds the starting code of \(exercise.id) (\(exercise.path) beginning with \
      "\(Exercise.marker)"); nothing was changed
      """)
  }

  /// Fails, saying why, unless git is there and the workbook is a git checkout.
  package func checkRepository() throws(CLIError) {
    guard git != nil else {
      throw .failure(
        """
        git is not installed, and the starting code is restored from git's history; \
        nothing was changed
        """)
    }
    let inside = try run(["rev-parse", "--is-inside-work-tree"])
    guard inside.succeeded, inside.output.hasPrefix("true") else {
      throw .failure(
        """
        \(workspace.root.path) is not a git checkout, so the starting code cannot be read \
        from git's history; nothing was changed (git: \(firstLine(inside.output)))
        """)
    }
  }

  private func run(_ arguments: [String]) throws(CLIError) -> Subprocess.Result {
    try Subprocess.run(
      git!, arguments, in: workspace.root,
      environment: ["GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat"], timeout: 60)
  }

  private func firstLine(_ output: String) -> String {
    String(output.prefix { $0 != "\n" })
  }
}
