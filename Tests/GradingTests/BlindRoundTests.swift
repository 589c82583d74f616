import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A blind round (`workbook-dev mutants --round FILE`) runs each of its mutants against the test
/// target it names and says which tests killed it, or that it survived. The round runs here
/// in a stand-in lab that builds nothing: each mutant's target "fails" the tests the round's
/// script gives it, and the real lab's work (a copy, a build, `swift test`) is left out.
@Suite("Workbook CLI: a blind round says what killed each mutant, or that it survived")
struct BlindRoundTests {
  /// Three mistakes in a tiny workbook's 1.1 starter, each naming the target `T`.
  static let round = """
    ## round-killed
    claim: A is kept.
    target: T
    file: Exercises/01-x/1.1-first/Model.swift
    replace:
        let a = 1
    with:
        let a = 2

    ## round-survived
    claim: A is one.
    target: T
    file: Exercises/01-x/1.1-first/Model.swift
    replace:
        let a = 1
    with:
        let a = 3

    ## round-stale
    claim: B is kept.
    target: T
    file: Exercises/01-x/1.1-first/Model.swift
    replace:
        let b = 1
    with:
        let b = 2
    """

  /// Stands in for `MutantLab`: the target's tests fail as `failing` says, by mutant name
  /// (nil: without any mutant).
  final class ScriptedLab: RoundLab {
    let failing: [String?: [String]]
    let workspace: Workspace
    var ran: [String] = []
    var ignored: [Set<String>] = []

    init(failing: [String?: [String]], workspace: Workspace) {
      self.failing = failing
      self.workspace = workspace
    }

    func build(overriding files: [String: Data]) -> String? { nil }

    func testsFailing(in target: String) -> [String] {
      failing[nil, default: []].filter { $0.hasPrefix(target + ".") }
    }

    func runAgainstTargets(
      _ mutant: Mutant, in workspace: Workspace, ignoring failingAlone: Set<String>
    ) -> (MutantLab.Outcome, [String]) {
      ran.append(mutant.name)
      ignored.append(failingAlone)
      if case .failure(let problem) = mutant.mutatedFiles(in: workspace) {
        return (.stale(problem.description), [])
      }
      let killers = failing[mutant.name, default: []].filter { !failingAlone.contains($0) }
      return killers.isEmpty ? (.survived(mutant.tests), []) : (.killed(killers), killers)
    }
  }

  @Test("Each mutant is run; the round names its killers, its survivors and what is stale")
  func roundReportsEachMutant() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 1")
    let mutants = try MutantFile.parse(Self.round, file: "round.mutants").mutants
    // T.broken() fails without any mutant: its failure under one proves nothing.
    let lab = ScriptedLab(
      failing: [
        nil: ["T.broken()"], "round-killed": ["T.keeps()", "T.broken()"],
        "round-survived": ["T.broken()"],
      ],
      workspace: book.workspace)
    let (status, said) = try SaySink.quiet {
      try MutantsCommand.runRound(mutants, of: mutants.count, in: lab, book.workspace)
    }
    #expect(lab.ran == ["round-killed", "round-survived", "round-stale"])
    #expect(lab.ignored.allSatisfy { $0 == ["T.broken()"] })
    // Break it: leave out the killers' line, and the round no longer says which test to
    // name in the mutant's `tests:`.
    #expect(said.contains("killed         round-killed"), "\(said)")
    #expect(said.contains("    killed by: T.keeps()\n"), "\(said)")
    #expect(said.contains("survived       round-survived"), "\(said)")
    #expect(said.contains("stale          round-stale"), "\(said)")
    #expect(
      said.contains("round: 1 killed, 1 survived, 0 hung, 1 stale, 0 does not build (3 of 3)"),
      "\(said)")
    // Break it: end the round with status 0 whatever survived.
    #expect(status == 1)
  }
}
