import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// The scope of the test binary's one ThreadSanitizer suppression (chapter 9's page, "A false
/// race"): it hides races reported in `Sources/Chapter9/ColorSchemeCache.swift`, and in no other
/// file, not even exercise 9.3's files of the same name.
///
/// Each case links the suppression the test binary is built with (`Tests/TSanSuppressions`,
/// compiled by the toolchain's clang) into the race demo of chapter 6, copied under the path the
/// case names, and reads whether ThreadSanitizer reported the race. A suppression matches the
/// file paths of a report's frames, so the copy's path is all that differs between the cases.
///
/// Like the race demos, it runs only where `WORKBOOK_TSAN=1`: CI's ThreadSanitizer lane and the
/// mutant lab.
@Suite("Diagnostics: the ThreadSanitizer lane hides chapter 9's Mutex file, and no other")
struct DiagnosticsSuppressionTests {
  /// Where the race is put, and whether the suppression must hide it.
  enum Placement: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// Chapter 9's cache: hidden.
    case chapter9Cache = "Sources/Chapter9/ColorSchemeCache.swift"
    /// Exercise 9.3's starter, which shares the cache's name: reported.
    case exerciseOfTheSameName =
      "Exercises/09-swiftui/9.3-sendable-cache/ColorSchemeCache.swift"
    /// Another file of chapter 9's folder: reported.
    case otherFileOfChapter9 = "Sources/Chapter9/ColorExtractor.swift"

    var isHidden: Bool { self == .chapter9Cache }
    var testDescription: String { rawValue }
  }

  @Test(
    "A race is hidden only in Sources/Chapter9/ColorSchemeCache.swift",
    .enabled(
      if: DiagnosticsSanitizerTests.isSanitizerLane,
      "runs where WORKBOOK_TSAN=1: the ThreadSanitizer lane and the mutant lab"),
    arguments: Placement.allCases)
  func suppressionCoversOneFile(_ placement: Placement) async throws {
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the program must outlive its run
    let source = folder.url.appendingPathComponent(placement.rawValue)
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: DiagnosticsSanitizerTests.raceDemo("UnsafeScaleAndDisplay.swift"), to: source)
    let program = try await DiagnosticsSanitizerTests.buildRaceDemo(
      from: source, in: folder, linking: [try await Self.suppressions(in: folder)])

    if placement.isHidden {
      // Break it: drop the chapter's folder from the pattern in suppressions.c, or empty it.
      // Hidden means silent in every run: the demo's race, unhidden, is reported in most.
      // Only the report is hidden, not the race: a run may still end of what the race did
      // (seen: a signal 11 after an array was freed twice), and that is no report.
      for _ in 1...DiagnosticsSanitizerTests.runs {
        let run = try await DiagnosticsSanitizerTests.runUntilReported(program, attempts: 1)
        #expect(
          !run.output.contains("WARNING: ThreadSanitizer:"),
          "the race in \(placement.rawValue) was not hidden (\(run.ending)):\n\(run.output)")
      }
    } else {
      // Break it: write the pattern in suppressions.c as the file's name alone
      // (race:ColorSchemeCache.swift), or as the sources' folder (race:Sources/).
      let run = try await DiagnosticsSanitizerTests.runUntilReported(program)
      DiagnosticsSanitizerTests.expectRaceReported(run, in: placement.rawValue)
    }
  }

  /// `Tests/TSanSuppressions/suppressions.c`, the test binary's suppression, compiled into
  /// `folder`; the object file.
  static func suppressions(in folder: TemporaryFolder) async throws -> URL {
    let target = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TSanSuppressions")
    let object = folder.file(named: "suppressions.o")
    let compiler = try SwiftCompiler.located()
    let clang = try #require(
      Self.clang(beside: compiler), "no clang beside \(compiler.executable)")
    let build = try await ChildProcess.run(
      clang.executable,
      clang.arguments + [
        "-c", target.appendingPathComponent("suppressions.c").path,
        "-I", target.appendingPathComponent("include").path, "-o", object.path,
      ], timeLimit: SwiftCompiler.timeLimit)
    try #require(
      build.succeeded, "suppressions.c did not build (\(build.ending)):\n\(build.output)")
    return object
  }

  /// The toolchain's C compiler: `xcrun clang` where the compiler runs through xcrun, else the
  /// `clang` beside `swiftc`.
  static func clang(beside compiler: SwiftCompiler) -> (executable: URL, arguments: [String])? {
    if compiler.leadingArguments == ["swiftc"] {
      return (URL(fileURLWithPath: compiler.executable), ["clang"])
    }
    let clang = URL(fileURLWithPath: compiler.executable).deletingLastPathComponent()
      .appendingPathComponent("clang")
    return FileManager.default.isExecutableFile(atPath: clang.path) ? (clang, []) : nil
  }
}
