import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// What a blind round asks of the copy it runs in: build it, name the tests of a target that
/// fail without any mutant, and run one mutant against its whole target. `MutantLab` does it
/// on a copy of the workbook; a test of the round hands in a stand-in that builds nothing.
protocol RoundLab {
  /// Builds the copy with `files` changed; the first error when it does not build.
  func build(overriding files: [String: Data]) throws(CLIError) -> String?
  /// The tests of `target` that fail by a check without any mutant.
  func testsFailing(in target: String) throws(CLIError) -> [String]
  /// Applies `mutant` and runs the whole targets it names: what became of it, and the tests
  /// that killed it, leaving out `failingAlone`.
  func runAgainstTargets(
    _ mutant: Mutant, in workspace: Workspace, ignoring failingAlone: Set<String>
  ) throws(CLIError) -> (MutantLab.Outcome, [String])
}

extension MutantLab: RoundLab {}
