import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// One deliberate breakage of the workbook's code (`Tests/Mutants/*.mutants`): the claim it
/// makes false, the code it changes, and the tests that must then fail.
///
/// A test proves a claim only if breaking the claim makes it fail; `workbook-dev mutants` applies
/// each mutant to a copy of the workbook and checks that every test it names fails.
struct Mutant: Equatable {
  /// One replacement: `replace` must occur exactly once in `file`.
  struct Edit: Equatable {
    /// A path from the package root: `Sources/Chapter2/ImageModel.swift`.
    let file: String
    let replace: String
    let with: String
  }

  /// Its name, unique across the files: `chapter2-fetch-blocks`.
  let name: String
  /// The claim it breaks, in a sentence.
  let claim: String
  /// The ids of the claims of `Tests/Claims/` it breaks.
  var claims: [String] = []
  let edits: [Edit]
  /// Test identifiers as `swift test list` prints them; each must fail.
  let tests: [String]
  /// Where it was declared, for messages: `Chapter2.mutants:12`.
  let origin: String

  /// The files it changes, with their new contents, read from `workspace`; nil and a reason
  /// when the mutant no longer applies (the code to replace is gone, or there twice).
  func mutatedFiles(in workspace: Workspace) -> Result<[String: Data], MutantProblem> {
    var contents: [String: String] = [:]
    for edit in edits {
      guard
        let text = contents[edit.file]
          ?? (try? String(contentsOf: workspace.url(edit.file), encoding: .utf8))
      else {
        return .failure(MutantProblem("\(edit.file) cannot be read"))
      }
      let count = text.components(separatedBy: edit.replace).count - 1
      guard count == 1 else {
        let line = edit.replace.split(separator: "\n").first.map(String.init) ?? ""
        return .failure(
          MutantProblem(
            count == 0
              ? "\(edit.file) no longer holds “\(line)”"
              : "\(edit.file) holds “\(line)” \(count) times; give more of its lines"))
      }
      contents[edit.file] = text.replacingOccurrences(of: edit.replace, with: edit.with)
    }
    return .success(contents.mapValues { Data($0.utf8) })
  }
}

/// Why a mutant cannot be applied, or a mutant file cannot be read.
struct MutantProblem: Error, Equatable, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Tests that need no mutant, and why (a check of formatting proves no claim to break).
struct MutantExemption: Equatable {
  let tests: [String]
  let why: String
  let origin: String
}
