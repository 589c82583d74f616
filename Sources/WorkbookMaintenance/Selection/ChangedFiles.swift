import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// The files git says changed since a revision (`--changed-since`), committed or not: what CI
/// checks first, before a share of the rest.
enum ChangedFiles {
  /// Their paths from the package root.
  static func since(_ revision: String, in workspace: Workspace) throws(CLIError) -> Set<String> {
    let git = try Subprocess.executable(named: "git")
    let result = try Subprocess.run(
      git, ["diff", "--name-only", revision], in: workspace.root, timeout: 60)
    guard result.succeeded else {
      throw .failure(
        "git cannot list the changes since \(revision): "
          + (result.output.split(separator: "\n").first.map(String.init) ?? "no message"))
    }
    return Set(result.output.split(separator: "\n").map(String.init))
  }
}
