import Foundation
import WorkbookTools

/// What the plugin asks the compile check: which module, which files, built how.
struct CheckRequest {
  /// The empty source file the build waits for.
  var output = ""
  /// The exercise module: `Exercise5_1`.
  var module = ""
  var swiftc = ""
  /// A module cache the check may write (a build plugin's work folder).
  var cache = ""
  /// The exercise's folder, as the note names it.
  var folder = ""
  var settings = CompilerSettings.chapters
  var isSwift5 = false
  var files: [String] = []

  /// Reads the arguments the plugin passes; it passes them all, so none is checked here.
  init(_ arguments: some Collection<String>) {
    var rest = ArraySlice(arguments)
    while let argument = rest.popFirst() {
      switch argument {
      case "--output": output = rest.popFirst() ?? ""
      case "--module": module = rest.popFirst() ?? ""
      case "--swiftc": swiftc = rest.popFirst() ?? ""
      case "--cache": cache = rest.popFirst() ?? ""
      case "--folder": folder = rest.popFirst() ?? ""
      case "--library": settings = .library
      case "--swift5": isSwift5 = true
      case "--":
        files = Array(rest)
        rest = []
      default: break
      }
    }
  }

  /// The flags the exercise's module is built with (Package.swift, `Exercise.settings`).
  var flags: [String] {
    let mode =
      isSwift5
      ? ["-swift-version", "5", "-enable-upcoming-feature", "StrictConcurrency"]
      : ["-swift-version", "6"]
    return mode + settings.flags
  }

  /// The compiler's errors if the files do not compile, nil if they do or if the check cannot
  /// tell (no kit modules beside it, no compiler): it must never claim an error the build will
  /// not report. It compiles up to SIL and writes nothing: region-based isolation errors
  /// (`sending`) are found there, after type-checking.
  func compileErrors() -> [String]? {
    guard let tool = Bundle.main.executableURL else { return nil }
    // SwiftPM builds a plugin's tool, and the kit it depends on, apart from the targets
    // (`Modules-tool`), and always before the tool runs; the targets' own `Modules` may not
    // hold the kit yet in a first build.
    let folder = tool.deletingLastPathComponent()
    let modules = ["Modules-tool", "Modules"].map { folder.appendingPathComponent($0) }.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("WorkbookUI.swiftmodule").path)
    }
    guard let modules else { return nil }
    let arguments =
      [
        "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-module-name", module, "-I",
        modules.path, "-module-cache-path", cache,
      ]
      + flags + ["-suppress-warnings"] + files
    guard
      let result = try? ChildProcess.runBlocking(
        URL(fileURLWithPath: swiftc), arguments, timeLimit: .seconds(120)),
      !result.succeeded
    else { return nil }
    let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
    return errors.isEmpty ? nil : errors.map(String.init)
  }
}
