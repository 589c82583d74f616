import Foundation

/// One student's clone in a class folder, as `class` reads it: the Swift files of each
/// exercise folder, and which of the teacher's own copies the student's differ from. Nothing
/// in the clone is ever written: grading happens in the teacher's copy, with only these files
/// put in place.
package struct StudentClone {
  /// The folder's name: the student's name in the class's table.
  package let name: String
  /// The Swift files of each exercise folder (its path from the root,
  /// `Exercises/01-single-threaded/1.1-cache-hit`), by their path in that folder.
  package let exerciseFiles: [String: [String: Data]]
  /// What grading used instead of the student's own: the exercises whose folder holds no
  /// Swift file (graded as the teacher's starter), and the teacher's copies that differ from
  /// the student's (`Package.swift`, `Sources/`, `Tests/`).
  package let notes: [String]

  /// The teacher's files a student's clone carries, which grading never takes from it.
  package static let teachersOwn = ["Package.swift", "Sources", "Tests"]
  /// What of them a grade depends on: the build, the kit and the graders (not the other test
  /// targets, nor the claims and mutants beside them).
  package static let gradedBy = ["Package.swift", "Sources", "Tests/ExerciseTests"]

  /// The teacher's copies of `teachersOwn` and `gradedBy`, by name: what grading uses, and
  /// what each student's copies are compared with.
  package static func teachersTrees(in teacher: Workspace) -> [String: FileTree] {
    Dictionary(
      uniqueKeysWithValues: Set(teachersOwn + gradedBy).map { ($0, FileTree(teacher.url($0))) })
  }

  /// Reads the clone in `folder`; an error says, for the student's row, why it cannot be
  /// graded (not a clone, a file that cannot be read). `teacher` holds `teachersTrees`.
  package static func read(
    _ folder: URL, exercises: [Exercise], teacher: [String: FileTree]
  ) throws(CLIError) -> StudentClone {
    let manager = FileManager.default
    let clone = Workspace(root: folder)
    guard manager.fileExists(atPath: clone.url("Package.swift").path),
      manager.fileExists(atPath: clone.url("Exercises").path)
    else {
      throw .failure("not a workbook clone (no Package.swift and Exercises/ in it)")
    }
    var files: [String: [String: Data]] = [:]
    var notes: [String] = []
    for exercise in exercises {
      let path = "Exercises/\(exercise.chapterFolder)/\(exercise.folder)"
      let swift = try swiftFiles(in: clone.url(path), shownAs: path)
      if swift.isEmpty {
        notes.append("\(exercise.id) has no Swift file: graded as the starter")
      } else {
        files[path] = swift
      }
    }
    let differing = teachersOwn.filter { top in
      FileTree(clone.url(top)) != teacher[top]
    }
    if !differing.isEmpty {
      let names = differing.map { $0 == "Package.swift" ? $0 : $0 + "/" }
      notes.append(
        "its \(names.joined(separator: ", ")) \(names.count == 1 ? "differs" : "differ") "
          + "from the teacher's: graded with the teacher's")
    }
    return StudentClone(name: folder.lastPathComponent, exerciseFiles: files, notes: notes)
  }

  /// What the grade depends on, as a hash of contents: the student's exercise files, with
  /// `teacher`, the hash of what grades them (`FileTree.hash` of the teacher's `gradedBy`).
  /// The same key means the same grade.
  package func key(teacher: String) -> String {
    var hash = ContentHash()
    hash.add(teacher)
    for folder in exerciseFiles.keys.sorted() {
      for (name, data) in exerciseFiles[folder]!.sorted(by: { $0.key < $1.key }) {
        hash.add(folder + "/" + name)
        hash.add(data)
      }
    }
    return hash.value
  }

  /// The Swift files under `folder`, by their path in it; none if there is no such folder.
  private static func swiftFiles(in folder: URL, shownAs path: String) throws(CLIError)
    -> [String: Data]
  {
    var files: [String: Data] = [:]
    for (name, url) in FileTree.files(under: folder) where name.hasSuffix(".swift") {
      guard let data = try? Data(contentsOf: url) else {
        throw .failure("cannot read \(path)/\(name)")
      }
      files[name] = data
    }
    return files
  }
}

/// The regular files under a folder (or the one file a path names), by path, with their
/// contents: two trees are equal when they hold the same files with the same bytes.
package struct FileTree: Equatable {
  package let contents: [String: Data?]

  package init(_ url: URL) {
    var contents: [String: Data?] = [:]
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        for (path, file) in Self.files(under: url) { contents[path] = try? Data(contentsOf: file) }
      } else {
        contents[""] = try? Data(contentsOf: url)
      }
    }
    self.contents = contents
  }

  /// A hash of the trees' paths and bytes, in a stable order.
  package static func hash(_ trees: [FileTree]) -> String {
    var hash = ContentHash()
    for tree in trees {
      for (path, data) in tree.contents.sorted(by: { $0.key < $1.key }) {
        hash.add(path)
        hash.add(data ?? Data())
      }
    }
    return hash.value
  }

  /// Every regular file under `folder`, and every link there to nothing, by its path from it.
  package static func files(under folder: URL) -> [(String, URL)] {
    let manager = FileManager.default
    return (manager.subpaths(atPath: folder.path) ?? []).sorted().compactMap { path in
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : (path, url)
      }
      // A link to nothing is listed, so that reading it fails where it is read, and says so.
      return (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil ? (path, url) : nil
    }
  }
}

/// FNV-1a over bytes, 64 bits, written in hexadecimal: a key every machine computes alike.
/// Each part added is followed by a separator byte, so that `ab`+`c` and `a`+`bc` differ.
package struct ContentHash {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  package mutating func add(_ text: String) { add(Data(text.utf8)) }

  package mutating func add(_ data: Data) {
    for byte in data { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    state = (state ^ 0xff) &* 0x100_0000_01b3
  }

  package var value: String { String(state, radix: 16) }
}
