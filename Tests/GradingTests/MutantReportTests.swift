import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// What `workbook-dev mutants` says of a run: each killed mutant with the tests that failed and
/// how, and a last line that tells a run of some mutants from a run of all.
@Suite("Mutants: a killed mutant's tests and how they failed; a run of some is not all")
struct MutantReportTests {
  let mutant = Mutant(
    name: "m", claim: "a claim", edits: [], tests: ["T.S/a()", "T.S/b()"], origin: "X:1")

  @Test("A killed mutant's line names each test that failed, and how")
  func killedSaysHow() {
    let line = MutantsCommand.line(
      mutant, .killed(["T.S/a() (stuck)", "T.S/b() (a check)"]), 3, shared: true)
    // Break it: in MutantsCommand.line, print a killed mutant's head alone.
    #expect(line.contains("failed: T.S/a() (stuck), T.S/b() (a check)"))
    #expect(line.contains("in the shared build"))
  }

  @Test("A run of some mutants does not say every mutant was killed")
  func someAreNotAll() {
    // Break it: in MutantsCommand.allKilled, say "Every mutant" whatever the count.
    let one = MutantsCommand.allKilled(run: 1, of: 941)
    #expect(one.contains("1 mutant run, all killed (940 of 941 not run)"))
    #expect(!MutantsCommand.allKilled(run: 1, of: 941).contains("Every mutant"))
    #expect(MutantsCommand.allKilled(run: 941, of: 941).hasPrefix("Every mutant was killed"))
  }

  @Test("A shared build is used for many mutants, and never under a short budget")
  func sharedBuildWhenItPays() {
    // Break it: in MutantsCommand.sharesABuild, leave the budget out.
    #expect(MutantsCommand.sharesABuild(962, budget: nil))
    #expect(!MutantsCommand.sharesABuild(962, budget: 180))
    #expect(!MutantsCommand.sharesABuild(5, budget: nil))
  }
}
