import Foundation

/// A copy of the workbook that submissions are swapped into, so that the real one is never
/// touched: what a teacher's grading sees, one student's clone.
///
/// The copy is kept between runs and updated file by file, writing only the files whose
/// bytes differ: the compiler decides what to rebuild from modification times, so an
/// unchanged file keeps its time, and a submission rebuilds its exercise and grader only.
package struct MirrorWorkspace {
  /// What a grading build reads: the manifest and the folders it names. Never `.build*`.
  package static let graded = [
    "Package.swift", "Plugins", "Sources", "Tests", "Exercises", "Solutions",
  ]
  /// What the whole test suite reads: the grading build's files, the pages it checks, and the
  /// Classroom workflow.
  package static let tested = graded + ["Chapters", "README.md", "Scripts", ".github"]

  package let source: Workspace
  package let mirror: Workspace
  /// The files and folders copied, from the root.
  package let copied: [String]
  /// Whether an update removes what the copy holds beyond the source's files: a file the
  /// source does not have, a folder left with no file. Not when the "copy" is a workbook
  /// someone works in (the mutants' `--in-place`), whose other files are theirs.
  package let prunes: Bool

  package init(
    of source: Workspace, at folder: URL, copying copied: [String] = graded, prunes: Bool = true
  ) {
    self.source = source
    self.mirror = Workspace(root: folder)
    self.copied = copied
    self.prunes = prunes
  }

  /// Makes the copy the source's files, with each exercise folder of `replaced` (a path from
  /// the root, `Exercises/02-asynchronous-tasks/2.1-failed-request`) holding the files given
  /// (by their path in the folder) instead of its own Swift files (a corpus submission's, or
  /// a student's), and each file of `overrides` (by its path from the root) holding the data
  /// given instead of its own (a mutant's changed files).
  package func update(
    replacing replaced: [String: [String: Data]] = [:],
    overriding overrides: [String: Data] = [:]
  ) throws(CLIError) {
    var wanted: [String: URL] = [:]
    for top in copied { collect(top, into: &wanted) }
    var overlay: [String: Data] = [:]
    for (folder, files) in replaced {
      for path in wanted.keys where path.hasPrefix(folder + "/") && path.hasSuffix(".swift") {
        wanted[path] = nil
      }
      for (name, data) in files { overlay[folder + "/" + name] = data }
    }
    overlay.merge(overrides) { _, override in override }
    let manager = FileManager.default
    do {
      for (path, url) in wanted where overlay[path] == nil {
        try write(try Data(contentsOf: url), to: path)
      }
      for (path, data) in overlay { try write(data, to: path) }
      guard prunes else { return }
      // What the copy holds beyond that goes: a previous submission's extra files.
      var present: [String: URL] = [:]
      for top in copied { Self.files(top, in: mirror, into: &present) }
      for path in present.keys where wanted[path] == nil && overlay[path] == nil {
        try manager.removeItem(at: mirror.url(path))
      }
      try removeEmptyFolders()
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("cannot copy the workbook to \(mirror.root.path): \(error)")
    }
  }

  /// Writes `data` at `path` in the copy unless it holds those bytes already, and leaves the
  /// file a modification time in a later second than the one it had.
  ///
  /// Why the time: the compiler rebuilds a file whose time differs from the one its last build
  /// recorded, and tells times apart by the second. A file rewritten in the same second as its
  /// last write (measured, Swift 6.3.1 on Linux: 0.8 s apart, `8.2-colours-of-a-thumbnail`
  /// then `8.2-extraction-in-a-second-file`) is not compiled again, nor is one whose clock has
  /// not moved on or lags; the grader would then run the previous submission's code, a right
  /// answer graded with the wrong one's failure.
  private func write(_ data: Data, to path: String) throws {
    let url = mirror.url(path)
    if let current = try? Data(contentsOf: url), current == data { return }
    let manager = FileManager.default
    let before = try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
    guard let before else { return }
    let nextSecond = Date(timeIntervalSince1970: before.timeIntervalSince1970.rounded(.down) + 1)
    let after = try manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    if let after, after >= nextSecond { return }
    try manager.setAttributes([.modificationDate: nextSecond], ofItemAtPath: url.path)
  }

  /// Removes the folders of the copy that hold no file, deepest first. A submission moved
  /// out of the corpus (to `Uncaught/`) would otherwise leave its folder, empty, where a
  /// listing of the corpus reads it as a submission whose files are missing.
  private func removeEmptyFolders() throws {
    let manager = FileManager.default
    for top in copied {
      let root = mirror.url(top)
      let folders = (manager.subpaths(atPath: root.path) ?? []).filter { path in
        var isFolder: ObjCBool = false
        return manager.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
      for folder in folders.sorted(by: { $0.count > $1.count }) {
        let url = root.appendingPathComponent(folder)
        if try manager.contentsOfDirectory(atPath: url.path).isEmpty {
          try manager.removeItem(at: url)
        }
      }
    }
  }

  private func collect(_ top: String, into files: inout [String: URL]) {
    Self.files(top, in: source, into: &files)
  }

  /// Every regular file under `top` in `workspace`, by its path from the root.
  private static func files(_ top: String, in workspace: Workspace, into files: inout [String: URL])
  {
    let url = workspace.url(top)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else {
      files[top] = url
      return
    }
    let paths = FileManager.default.subpaths(atPath: url.path) ?? []
    for path in paths {
      let file = url.appendingPathComponent(path)
      var isSubfolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder),
        !isSubfolder.boolValue
      {
        files[top + "/" + path] = file
      }
    }
  }
}
