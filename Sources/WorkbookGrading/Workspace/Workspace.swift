import Foundation

/// The package being worked on: its root folder and the places the CLI reads and writes.
///
/// Found by walking up from the current folder to one that holds `Package.swift` and
/// `Exercises/`, so the commands work from anywhere inside a clone.
package struct Workspace {
  package let root: URL

  /// The workspace containing `folder`, or the one `--package-path` names.
  package static func find(from folder: URL) throws(CLIError) -> Workspace {
    var candidate = folder.standardizedFileURL
    while true {
      let manifest = candidate.appendingPathComponent("Package.swift")
      let exercises = candidate.appendingPathComponent("Exercises")
      if FileManager.default.fileExists(atPath: manifest.path),
        FileManager.default.fileExists(atPath: exercises.path)
      {
        return Workspace(root: candidate)
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path {
        throw .usage("no workbook here: run this inside a clone of the workbook (\(folder.path))")
      }
      candidate = parent
    }
  }

  /// A path inside the package, from the root.
  package func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// Where the learner's progress and hint counts are kept (git-ignored).
  package var stateFolder: URL { url(".workbook") }

  /// `url`'s path from the root, for messages.
  package func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
