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

  /// Whether a file of the exercise still has its `// NOT STARTED` line.
  var isNotStarted: Bool {
    files.contains { file in
      StarterMarker.isIn((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
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
  /// tell: it must never claim an error the build will not report. It compiles up to SIL and
  /// writes nothing: region-based isolation errors (`sending`) are found there, after
  /// type-checking.
  ///
  /// It checks only a started exercise (no `// NOT STARTED` line): a starter compiles, and in
  /// a first build, when every exercise is a starter, the kit's modules it would compile
  /// against may not be built yet. By the time a student starts one, they are. Without them
  /// (or without a compiler) it cannot tell.
  func compileErrors() -> [String]? {
    guard !isNotStarted, let tool = Bundle.main.executableURL else { return nil }
    let modules = tool.deletingLastPathComponent().appendingPathComponent("Modules")
    let kit = ["Workbook", "WorkbookUI"].map { modules.appendingPathComponent("\($0).swiftmodule") }
    guard kit.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
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
