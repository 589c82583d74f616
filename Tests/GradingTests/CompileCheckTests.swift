import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// The compile check runs before each exercise module is built and, when the module will not
/// compile, prints which exercise stops `swift test` and how to grade the others. It must
/// agree with the build: a note for an error of the module's own language mode, none for a
/// warning. (That it is silent for every starter, CI checks on a fresh clone's build.)
@Suite("Grading: a build stopped by an exercise names it", .backstop)
struct CompileCheckTests {
  /// Code that Swift 6 rejects and Swift 5 mode only warns about, and only once regions are
  /// checked, after type-checking: a value of a class that is not `Sendable` sent to a
  /// detached task and then used here.
  static let swift6Error = """

    nonisolated final class CompileCheckBox { var count = 0 }
    func compileCheckSend() {
      let box = CompileCheckBox()
      Task.detached { box.count += 1 }
      box.count += 1
    }
    """

  @Test(
    "An error of the module's language mode gets a note naming the exercise and both commands",
    arguments: ["Exercise7_2", "Exercise5_2"])
  func languageModeError(module: String) async throws {
    let exercise = try #require(try await Self.exerciseTargets().first { $0.name == module })
    let isSwift5 = exercise.settings.contains { $0.kind == .swiftLanguageMode("set") }
    let folder = try TemporaryFolder()
    let original = ExerciseFile.packageRoot.appendingPathComponent(exercise.path ?? "")
    var files: [URL] = []
    for file in Self.swiftFiles(in: original) {
      let copy = folder.file(named: file.lastPathComponent)
      // Started, as a student's file is once it is edited: the check leaves starters alone.
      let text = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false
      ).filter { !$0.hasPrefix(ExerciseFile.marker) }.joined(separator: "\n")
      try (files.isEmpty ? text + Self.swift6Error : text).write(
        to: copy, atomically: true, encoding: .utf8)
      files.append(copy)
    }
    let run = try await Self.check(exercise, files: files)
    if isSwift5 {
      #expect(run.output.isEmpty, "Swift 5 mode only warns, and the build goes on: \(run.output)")
    } else {
      let id = String(module.dropFirst("Exercise".count).map { $0 == "_" ? "." : $0 })
      #expect(
        run.output.contains("exercise \(id) (\(original.lastPathComponent)) does not compile"))
      #expect(run.output.contains("swift run workbook grade"))
      #expect(run.output.contains("swift run workbook watch"))
    }
    #expect(run.status == 0, "the check never fails the build itself")
  }

  /// The exercise modules, as SwiftPM reads the manifest.
  static func exerciseTargets() async throws -> [PackageManifest.Target] {
    try await PackageManifest.load().targets.filter {
      $0.type == "regular" && $0.name.hasPrefix("Exercise")
    }
  }

  static func swiftFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// Runs the check as the plugin does for `exercise`, with the conditions the manifest
  /// gives it.
  static func check(_ exercise: PackageManifest.Target, files: [URL]) async throws -> ProgramRun {
    let isSwift5 = exercise.settings.contains { $0.kind == .swiftLanguageMode("set") }
    let isLibrary = !exercise.settings.contains { $0.kind == .defaultIsolation("MainActor") }
    let scratch = try TemporaryFolder()
    let swiftc = try #require(ExecutableSearch.onPath("swiftc"), "no swiftc on PATH")
    return try await ProgramRun(
      "CompileCheck",
      [
        "--output", scratch.file(named: "CompileCheck.swift").path, "--module", exercise.name,
        "--swiftc", swiftc.path, "--cache", scratch.file(named: "cache").path,
        "--folder", exercise.path ?? "",
      ] + (isLibrary ? ["--library"] : []) + (isSwift5 ? ["--swift5"] : []) + ["--"]
        + files.map(\.path))
  }
}
