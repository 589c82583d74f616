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

  @Test("Run again with nothing new, the check leaves its output as it was; another it replaces")
  func outputWrittenOnlyWhenItDiffers() async throws {
    let exercise = try #require(
      try await Self.exerciseTargets().first { $0.name == "Exercise1_1" })
    let files = Self.swiftFiles(
      in: ExerciseFile.packageRoot.appendingPathComponent(exercise.path ?? ""))
    let folder = try TemporaryFolder()
    let output = folder.file(named: "CompileCheck.swift")
    try Data("// left by an older check\n".utf8).write(to: output)
    #expect(try await Self.check(exercise, files: files, output: output).status == 0)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.hasPrefix("// Written by the exercise compile check."), "\(written)")
    // Dated in the past, so that a file written anew shows by its date, whatever the grain of
    // the file system's clock.
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
    #expect(try await Self.check(exercise, files: files, output: output).status == 0)
    let date = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate]
    #expect(
      date as? Date == past,
      "the output was written again, so the build would compile the exercise again")
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
  /// gives it, writing its output to `output` (by default, a file of its own).
  static func check(
    _ exercise: PackageManifest.Target, files: [URL], output: URL? = nil
  ) async throws -> ProgramRun {
    let isSwift5 = exercise.settings.contains { $0.kind == .swiftLanguageMode("set") }
    let isLibrary = !exercise.settings.contains { $0.kind == .defaultIsolation("MainActor") }
    let scratch = try TemporaryFolder()
    let swiftc = try #require(ExecutableSearch.onPath("swiftc"), "no swiftc on PATH")
    let output = output ?? scratch.file(named: "CompileCheck.swift")
    return try await ProgramRun(
      "CompileCheck",
      [
        "--output", output.path, "--module", exercise.name,
        "--swiftc", swiftc.path, "--cache", scratch.file(named: "cache").path,
        "--folder", exercise.path ?? "",
      ] + (isLibrary ? ["--library"] : []) + (isSwift5 ? ["--swift5"] : []) + ["--"]
        + files.map(\.path))
  }
}
