import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// `workbook-dev mutants WORD` runs only the mutants whose name, file or tests mention WORD, as
/// the README says (`swift run workbook-dev mutants chapter5` runs one chapter's).
@Suite("Workbook CLI: mutants WORD runs only the mutants that mention it")
struct MutantSelectionWordTests {
  private static func mutant(_ name: String, file: String, test: String) -> Mutant {
    Mutant(
      name: name, claim: "c", edits: [Mutant.Edit(file: file, replace: "a", with: "b")],
      tests: [test], origin: "M:1")
  }

  static let mutants = [
    mutant("by-name-chapter5", file: "Sources/Kit/A.swift", test: "KitTests.A/a()"),
    mutant("by-file", file: "Sources/Chapter5/ImageModel.swift", test: "KitTests.A/a()"),
    mutant("by-test", file: "Sources/Kit/B.swift", test: "Chapter5Tests.B/b()"),
    mutant("elsewhere", file: "Sources/Chapter4/ImageModel.swift", test: "Chapter4Tests.C/c()"),
  ]

  @Test("The word chapter5 keeps the mutants named, changing a file or testing with it, only")
  func wordSelects() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let selection = MutantSelection(words: ["chapter5"], options: MutantOptions())
    let chosen = try selection.select(Self.mutants, in: book.workspace)
    // Break it: filter only when no word is given, and chapter 4's mutant runs too.
    #expect(chosen.map(\.name) == ["by-name-chapter5", "by-file", "by-test"])
    let every = MutantSelection(words: [], options: MutantOptions())
    #expect(try every.select(Self.mutants, in: book.workspace).count == Self.mutants.count)
  }
}
