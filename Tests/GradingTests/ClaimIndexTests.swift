import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The claims index (`Tests/Claims/`) lists what the workbook says to its reader, each claim
/// with its proof. What can be checked without building a mutant is checked here: the index
/// reads, each claim's words are in the file that makes it, and each claim has a proof.
@Suite("Claims: every claim the workbook makes is indexed with its proof")
struct ClaimIndexTests {
  let workspace = Workspace(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  @Test("A claim's fields and its proof are read as written")
  func readsClaims() throws {
    let text = """
      # a comment
      ## c5.size-at-tap
      in: Chapters/05-sharing-data.md
      says: the size preferred at the tap
      claim: A tap keeps its size.

      ## c5.rejected
      in: Chapters/05-sharing-data.md
      says: the compiler refuses
      claim: The compiler refuses it.
      compiler: DiagnosticsTests.Case.rejected.swift

      ## x5.1.wrong
      in: Exercises/05-sharing-data/README.md
      says: reads the size late
      claim: The grader refuses a late read.
      corpus: 5.1-reads-late 5.1-other
      """
    let claims = try ClaimFile.parse(text, file: "05-sharing-data.claims")
    // Break it: in ClaimFile.Entry.build, read every claim as proved by a mutant.
    #expect(
      claims.map(\.proof) == [
        .mutant, .compiler("DiagnosticsTests.Case.rejected.swift"),
        .corpus("5.1-reads-late 5.1-other"),
      ])
    #expect(claims.map(\.id) == ["c5.size-at-tap", "c5.rejected", "x5.1.wrong"])
    #expect(claims.first?.origin == "05-sharing-data.claims:2")
    #expect(claims.first?.group == "05-sharing-data")
  }

  @Test(
    "A claim with a missing field, two proofs or a figure not recorded is refused",
    arguments: [
      ("## a.b\nin: X\nclaim: Y", "needs in:, says: and claim:"),
      ("## a.b\nin: X\nsays: s\nclaim: Y\nfigure: recorded\nexempt: z", "one only"),
      ("## a.b\nin: X\nsays: s\nclaim: Y\nfigure: guessed", "“recorded” or nothing"),
      ("## a b\nin: X\nsays: s\nclaim: Y", "letters, digits, dots and dashes"),
    ])
  func refusesBadClaims(text: String, problem: String) {
    // Break it: in ClaimFile.Entry.build, drop the check that in:, says: and claim: are there.
    #expect {
      _ = try ClaimFile.parse(text, file: "X.claims")
    } throws: { error in
      "\(error)".contains(problem)
    }
  }

  @Test("A claim's words are found across line breaks, and words not there are not")
  func saysIsFoundInItsFile() {
    let claim = Claim(
      id: "c1.x", file: "X.md", says: "the spinner freezes while", claim: "", proof: .mutant,
      origin: "X.claims:1")
    // Break it: in ClaimFile.says, compare the text without squeezing its white space.
    #expect(ClaimFile.says(claim, in: "and then the spinner\n  freezes while it decodes"))
    #expect(!ClaimFile.says(claim, in: "the spinner turns while it decodes"))
  }

  @Test("Every claim of the index is in its file, and every proof it names exists")
  func indexIsInItsFiles() throws {
    let claims = try ClaimFile.loadAll(from: workspace)
    #expect(!claims.isEmpty)
    // Break it: change the words of a page that a claim quotes, and the claim is stale.
    for problem in MutantsCommand.claimsInTheirFiles(claims, workspace) {
      Issue.record("\(problem)")
    }
  }

  @Test("A started exercise's task text is the student's: it is checked only while not started")
  func startedExerciseIsTheStudents() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let claim = Claim(
      id: "x1.1.task", file: "Exercises/01-x/1.1-first/Model.swift", says: "let a = 1",
      claim: "", proof: .mutant, origin: "X.claims:1")
    #expect(MutantsCommand.claimsInTheirFiles([claim], book.workspace).isEmpty)
    // Break it: check a started exercise's file too, and a solved exercise makes the index
    // stale (CI copies every solution in and runs swift test).
    try book.start("1.1", "let a = 42")
    #expect(MutantsCommand.claimsInTheirFiles([claim], book.workspace).isEmpty)
    // Break it: skip every exercise's file, started or not, and a starter's task text can
    // drift from its claims unseen.
    try book.write(
      "Exercises/01-x/1.1-first/Model.swift", TemporaryWorkbook.starter("1.1", "let a = 42"))
    #expect(MutantsCommand.claimsInTheirFiles([claim], book.workspace).count == 1)
  }

  @Test(
    "Every claim is named by a mutant or states another proof, and every id a mutant names is a claim"
  )
  func everyClaimHasAProof() throws {
    let claims = try ClaimFile.loadAll(from: workspace)
    let (mutants, _) = try MutantFile.loadAll(from: workspace)
    // Break it: add a claim with no proof and no mutant, or a mutant naming a claim that is
    // not indexed.
    for problem in MutantsCommand.claimBookkeeping(claims, mutants) {
      Issue.record("\(problem)")
    }
  }

  @Test("The bookkeeping names a claim no mutant breaks, and one whose mutants all survived")
  func bookkeepingFindsClaimsWithoutProof() {
    func claim(_ id: String, _ proof: Claim.Proof = .mutant) -> Claim {
      Claim(id: id, file: "F", says: "s", claim: "c", proof: proof, origin: "g.claims:1")
    }
    let claims = [claim("a.one"), claim("a.two"), claim("a.three", .figure)]
    let mutants = [
      Mutant(name: "m1", claim: "c", claims: ["a.one"], edits: [], tests: ["T"], origin: "M:1"),
      Mutant(name: "m2", claim: "c", claims: ["a.nine"], edits: [], tests: ["T"], origin: "M:9"),
    ]
    // Break it: in MutantsCommand.claimBookkeeping, skip claims proved by a mutant.
    #expect(
      MutantsCommand.claimBookkeeping(claims, mutants) == [
        "M:9 names the claim a.nine, which is not in Tests/Claims",
        "g.claims:1: a.two is broken by no mutant and names no other proof",
      ])
    // Break it: in MutantsCommand.claimsLeftStanding, count a claim proved when any of its
    // mutants ran.
    #expect(
      MutantsCommand.claimsLeftStanding(claims, mutants, ran: ["m1"], killed: []) == [
        "a.one: every mutant that breaks it survived, so no test proves it"
      ])
    #expect(
      MutantsCommand.claimsLeftStanding(claims, mutants, ran: ["m1"], killed: ["m1"]).isEmpty)
  }
}
