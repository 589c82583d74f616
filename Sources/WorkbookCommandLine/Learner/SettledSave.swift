import Foundation
import WorkbookGrading

/// An exercise's files as a save leaves them once it is whole: `watch` grades what the
/// student meant to save, never a file caught half-written, or the first of two quick saves
/// while the second is being written.
///
/// Files are compared by content, not by modification time: a save that changes nothing is
/// not graded again, and a clock that jumps or a coarse time stamp cannot hide a change.
package enum SettledSave {
  /// The contents of every file in the exercise's folder, in the order of their names; nil
  /// when the folder cannot be read.
  package static func contents(of exercise: Exercise, in workspace: Workspace) -> Data? {
    let folder = workspace.url(exercise.path).deletingLastPathComponent()
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return nil }
    var data = Data()
    for name in names.sorted() {
      let file = folder.appendingPathComponent(name)
      data.append(Data(name.utf8))
      data.append(0)
      data.append((try? Data(contentsOf: file)) ?? Data())
      data.append(0)
    }
    return data
  }

  /// The contents once they stop changing: read, pause, read again, until two reads in a
  /// row agree.
  /// - Parameters:
  ///   - read: reads the files as they are now.
  ///   - pause: waits a moment between two reads (half a second in `watch`).
  package static func wait(read: () -> Data?, pause: () -> Void) -> Data? {
    var last = read()
    while true {
      pause()
      let now = read()
      if now == last { return now }
      last = now
    }
  }
}
