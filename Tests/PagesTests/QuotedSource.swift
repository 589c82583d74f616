import Foundation
import WorkbookTools

/// What a page's quote of a file is checked against. Most files are checked as they are; an
/// exercise's file is the student's to change, so a quote from `Exercises/` is checked
/// against the exercise's starting code instead, and solving the exercise never turns a page
/// check red.
///
/// The starting code is found as `workbook reset` finds it: in git's history, the newest
/// commit in which the file still begins with its marker line. The file itself counts too
/// while it still begins with that line, so a maintainer who changes a starter and its page
/// together sees the check pass before committing. Without git and with the marker gone,
/// there is nothing to check the quote against.
enum QuotedSource {
  /// The line every starter begins with until the student starts the exercise.
  static let marker = "// NOT STARTED"

  /// The texts in which a quote from `source` (a path from `root`) must appear; empty when
  /// the file is an exercise's and neither git nor the file holds its starting code.
  static func texts(of source: String, in root: URL = Repository.root) throws -> [String] {
    let text = try Repository.text(of: root.appendingPathComponent(source))
    guard source.hasPrefix("Exercises/") else { return [text] }
    var starters: [String] = []
    if text.hasPrefix(marker) { starters.append(text) }
    if let committed = committedStarter(of: source, in: root), committed != text {
      starters.append(committed)
    }
    return starters
  }

  /// The newest version of `source` in git's history that begins with the marker line; nil
  /// without git, outside a checkout, or when no commit holds one.
  static func committedStarter(of source: String, in root: URL) -> String? {
    guard let log = git(["log", "--format=%H", "--", source], in: root) else { return nil }
    for commit in log.split(separator: "\n") where commit.count == 40 {
      if let shown = git(["show", "\(commit):./\(source)"], in: root), shown.hasPrefix(marker) {
        return shown
      }
    }
    return nil
  }

  /// What `git arguments` prints in `root`, or nil if it cannot run or fails.
  static func git(_ arguments: [String], in root: URL) -> String? {
    guard let git = ExecutableSearch.onPath("git"),
      let run = try? ChildProcess.runBlocking(
        git, arguments, in: root,
        environment: ProcessInfo.processInfo.environment.merging(
          ["GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat"]) { $1 },
        timeLimit: .seconds(60), separateErrors: true),
      run.succeeded
    else { return nil }
    return run.output
  }
}
