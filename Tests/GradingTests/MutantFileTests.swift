import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The mutants (`Tests/Mutants/`) are run by `swift run workbook-dev mutants`, which builds a copy
/// of the workbook once per mutant and so is too slow for `swift test`. What can be checked
/// without building is checked here: the files read, and every mutant still applies.
@Suite("Mutants: the files read, and every mutant applies to the code as it is")
struct MutantFileTests {
  let workspace = Workspace(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  @Test("A mutant's fields, code blocks and several edits are read as written")
  func readsAMutant() throws {
    let text = """
      # a comment
      ## chapter9-example
      claim: Something the page claims.
      file: Sources/A.swift
      tests: M.S/a() M.S/b()
      tests: M.S/c()
      replace:
          let x = 1

          let y = 2
      with:
          let x = 2
      file: Sources/B.swift
      replace:
          gone()
      with:

      ## exempt: formatting only
      tests: M.S/d()
      why: it checks how a number is printed.
      """
    let (mutants, exemptions) = try MutantFile.parse(text, file: "X.mutants")
    // Break it: in MutantFile.parse, stop keeping blank lines inside a block.
    #expect(
      mutants == [
        Mutant(
          name: "chapter9-example", claim: "Something the page claims.",
          edits: [
            .init(file: "Sources/A.swift", replace: "let x = 1\n\nlet y = 2", with: "let x = 2"),
            .init(file: "Sources/B.swift", replace: "gone()", with: ""),
          ],
          tests: ["M.S/a()", "M.S/b()", "M.S/c()"], origin: "X.mutants:2")
      ])
    #expect(
      exemptions == [
        MutantExemption(
          tests: ["M.S/d()"], why: "it checks how a number is printed.", origin: "X.mutants:18")
      ])
  }

  @Test(
    "A mutant with a field missing is refused with its line",
    arguments: [
      ("## m\nclaim: c\nfile: f\nreplace:\n    a\nwith:\n    b\n", "names no test"),
      ("## m\ntests: T/a()\nfile: f\nreplace:\n    a\nwith:\n    b\n", "needs a claim"),
      ("## m\nclaim: c\ntests: T/a()\nreplace:\n    a\nwith:\n    b\n", "before any file"),
      ("## m\nclaim: c\ntests: T/a()\nfile: f\nreplace:\n    a\n", "has no with"),
      ("## m\nclaim: c\ntests: T/a()\nfile: f\n", "changes nothing"),
      ("claim: c\n", "before the first"),
      ("## exempt: x\ntests: T/a()\n", "needs a why"),
    ])
  func refusesIncompleteMutants(text: String, problem: String) {
    // Break it: in MutantFile.Entry.build, drop the check that tests are named.
    #expect {
      _ = try MutantFile.parse(text, file: "X.mutants")
    } throws: { error in
      "\(error)".contains(problem)
    }
  }

  @Test("Every mutant of Tests/Mutants applies: its code is in its file exactly once")
  func everyMutantApplies() throws {
    let (mutants, _) = try MutantFile.loadAll(from: workspace)
    #expect(!mutants.isEmpty)
    for mutant in mutants {
      // Break it: change a line of code a mutant replaces, and the mutant is stale.
      if case .failure(let problem) = mutant.mutatedFiles(in: workspace) {
        Issue.record("\(mutant.name) (\(mutant.origin)) is stale: \(problem)")
      }
    }
  }

  @Test("Shares of the mutants split them: each name falls in exactly one of N")
  func sharesSplitTheMutants() throws {
    let (mutants, _) = try MutantFile.loadAll(from: workspace)
    let shares = (0..<4).map { Share(index: $0, count: 4) }
    for mutant in mutants {
      #expect(shares.filter { $0.contains(mutant.name) }.count == 1, "\(mutant.name)")
    }
  }

  @Test("The bookkeeping names a test no mutant names, and a name that is no test")
  func bookkeepingFindsGaps() {
    let mutant = Mutant(
      name: "m", claim: "c", edits: [], tests: ["Chapter1Tests.S/a()", "Chapter1Tests.S/typo()"],
      origin: "Chapter1.mutants:1")
    let tests: Set = ["Chapter1Tests.S/a()", "Chapter1Tests.S/b()", "GradingTests.S/c()"]
    // Break it: in MutantsCommand.bookkeeping, drop the check of uncovered tests.
    #expect(
      MutantsCommand.bookkeeping([mutant], [], tests: tests) == [
        "Chapter1.mutants:1 names Chapter1Tests.S/typo(), which is no test (see swift test list)",
        "Chapter1Tests.S/b() is named by no mutant and not exempted",
      ])
  }
}
