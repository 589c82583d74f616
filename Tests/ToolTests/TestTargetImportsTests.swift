import Testing
import WorkbookTesting

/// Every suite imports libraries, never a program: a chapter's code is its module, a library,
/// and `swift run chapterN` is a program of its own that only starts the module's demo. Read from
/// the manifest as SwiftPM reads it, with the maintainers' suites in it.
@Suite("Tools: every suite imports libraries, never a program", .backstop)
struct TestTargetImportsTests {
  @Test("No test target depends on an executable target")
  func suitesImportNoProgram() async throws {
    // Break it: in Package.swift, let Chapter1Tests depend on "Chapter1Program" instead of
    // "Chapter1" (the tests still compile, since the program brings the module with it).
    let manifest = try await PackageManifest.load(as: .maintainers)
    let programs = Set(manifest.targets.filter { $0.type == "executable" }.map(\.name))
    try #require(programs.contains("Chapter1Program"), "the manifest's programs: \(programs)")
    let suites = manifest.targets.filter { $0.type == "test" }
    try #require(suites.count > 10, "the manifest's suites: \(suites.map(\.name))")
    for suite in suites {
      let imported = Set(suite.dependencies.map(\.name)).intersection(programs)
      #expect(imported.isEmpty, "\(suite.name) depends on programs: \(imported.sorted())")
    }
  }
}
