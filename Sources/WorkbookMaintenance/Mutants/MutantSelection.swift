import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// Which mutants a run of `workbook-dev mutants` runs: those its words name, those a change
/// touched, and a share of the rest.
///
/// With no word and no option, every mutant. Words keep the mutants whose name, files or
/// tests contain one of them. `--changed-since` and `--share` each add mutants: CI runs the
/// mutants of what changed first, then a share that rotates from run to run, in an order that
/// rotates with the share, so that a run cut short by `--budget` still reaches new ones.
struct MutantSelection {
  let words: [String]
  let options: MutantOptions

  func select(_ mutants: [Mutant], in workspace: Workspace) throws(CLIError) -> [Mutant] {
    var chosen = mutants
    if !words.isEmpty {
      chosen = chosen.filter { mutant in words.contains { mentions(mutant, $0) } }
      guard !chosen.isEmpty else {
        throw .usage("no mutant matches \(words.joined(separator: ", ")) in \(MutantFile.folder)")
      }
    }
    guard options.changedSince != nil || options.share != nil else { return chosen }
    let changed = try options.changedSince.map { (revision) throws(CLIError) in
      try ChangedFiles.since(revision, in: workspace)
    }
    let salt = options.share.map { "\($0.index)/\($0.count)" } ?? ""
    let rotated = chosen.sorted {
      Share.hash(salt + $0.name) < Share.hash(salt + $1.name)
    }
    let touched = rotated.filter { mutant in changed.map { touches(mutant, $0) } ?? false }
    let shared = rotated.filter { mutant in
      options.share?.contains(mutant.name) == true && !touched.contains(mutant)
    }
    return touched + shared
  }

  private func mentions(_ mutant: Mutant, _ word: String) -> Bool {
    mutant.name.localizedCaseInsensitiveContains(word)
      || mutant.edits.contains { $0.file.localizedCaseInsensitiveContains(word) }
      || mutant.tests.contains { $0.localizedCaseInsensitiveContains(word) }
  }

  /// Whether a change to `files` may change what `mutant` shows: its code, its tests' target
  /// folder, or its own mutant file.
  private func touches(_ mutant: Mutant, _ files: Set<String>) -> Bool {
    let testFolders = mutant.tests.compactMap { test in
      test.split(separator: ".").first.map { "Tests/\($0)/" }
    }
    let mutantFile = MutantFile.folder + "/" + (mutant.origin.split(separator: ":").first ?? "")
    return files.contains { file in
      file == mutantFile || mutant.edits.contains { $0.file == file }
        || testFolders.contains { file.hasPrefix($0) }
    }
  }
}
