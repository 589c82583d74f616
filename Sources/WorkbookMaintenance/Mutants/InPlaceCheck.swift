import Foundation
import WorkbookGrading

/// What `mutants --in-place` asks before it writes mutants into the workbook itself: that git
/// shows no change to a tracked file of the folders the lab writes in. Whatever a run leaves
/// behind (one stopped in the middle of a mutant) is then undone by `git checkout`, and no one's
/// work is lost with it.
enum InPlaceCheck {
  /// Throws unless the tracked files under `paths` (from the root) are as git holds them.
  static func requireUnchanged(_ workspace: Workspace, paths: [String]) throws(CLIError) {
    let git = try Subprocess.executable(named: "git")
    let result = try Subprocess.run(
      git, ["status", "--porcelain", "--untracked-files=no", "--"] + paths, in: workspace.root,
      timeout: 60)
    let lines = result.output.split(separator: "\n").map(String.init)
    guard result.succeeded else {
      throw .failure(
        "--in-place needs the workbook's git history, and git says: \(lines.first ?? "nothing")")
    }
    guard lines.isEmpty else {
      throw .usage(
        "--in-place writes each mutant into this workbook's own files while it runs, and git "
          + "shows \(TextLayout.count(lines.count, "changed file")) among them (\(lines[0])): "
          + "commit them first, or run without --in-place")
    }
  }
}
