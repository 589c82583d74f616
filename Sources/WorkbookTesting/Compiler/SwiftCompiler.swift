import Foundation
import WorkbookTools

/// The Swift compiler, found the way a user's machine has it: the one runner behind
/// DiagnosticsTests (what the compiler must reject or accept) and the graders' Swift 6 checks.
///
/// Found, in order: the path in `WORKBOOK_SWIFTC`; on macOS, `xcrun swiftc` (the selected
/// Xcode or toolchain, with its SDK); elsewhere, the first `swiftc` on PATH. Every compile
/// has a time limit, and at most one runs per core.
public struct SwiftCompiler: Sendable {
  /// The environment variable that names the compiler to use instead.
  public static let overrideVariable = WorkbookVariable.swiftCompiler.name

  /// How long one compile may take before it counts as hung.
  public static let timeLimit = Duration.seconds(120)

  /// The program to run.
  public let executable: String
  /// Arguments that come before the compiler's own (`swiftc`, when run through xcrun).
  public let leadingArguments: [String]

  /// Why no compiler was found.
  public struct NotFound: Error, CustomStringConvertible {
    public var description: String {
      "no swiftc on PATH: put the toolchain on PATH or set \(overrideVariable) to swiftc's path"
    }
  }

  /// The compiler this machine would use.
  public static func located() throws(NotFound) -> SwiftCompiler {
    if let path = WorkbookVariable.swiftCompiler.value {
      return SwiftCompiler(executable: path, leadingArguments: [])
    }
    #if os(macOS)
      return SwiftCompiler(executable: "/usr/bin/xcrun", leadingArguments: ["swiftc"])
    #else
      guard let swiftc = ExecutableSearch.onPath("swiftc") else { throw NotFound() }
      return SwiftCompiler(executable: swiftc.path, leadingArguments: [])
    #endif
  }

  /// Compiles `files` in the Swift 6 language mode with `settings` up to SIL, where
  /// region-based isolation errors are found (`-typecheck` stops before them), and writes
  /// nothing.
  ///
  /// - Parameters:
  ///   - verifying: check the diagnostics against the file's `expected-error` and
  ///     `expected-note` comments (`-verify`): the compile then succeeds only if every
  ///     expected diagnostic is produced with that text on that line, and nothing else is.
  ///   - asLibrary: compile the files as a library's, with no top-level code.
  ///   - importingKit: let the files `import Workbook`, from the build's own modules (the
  ///     package must be built first, as `swift test` has done).
  public func checkSIL(
    of files: [URL], settings: CompilerSettings = .chapters, moduleName: String = "Checked",
    verifying: Bool = false, importingKit: Bool = false, asLibrary: Bool = false
  ) async throws -> ChildProcess.Result {
    var imports: [String] = []
    if importingKit {
      guard let modules = BuildModules.folder() else { throw BuildModules.NotFound() }
      imports = ["-I", modules.path]
    }
    let arguments =
      ["-swift-version", "6"] + settings.flags + imports + [
        "-emit-sil", "-o", "/dev/null", "-module-name", moduleName,
      ] + (asLibrary ? ["-parse-as-library"] : []) + files.map(\.path)
    if let frontend {
      return try await frontend.run(["-frontend"] + arguments + (verifying ? ["-verify"] : []))
    }
    return try await run(arguments + (verifying ? ["-Xfrontend", "-verify"] : []))
  }

  /// The frontend beside this `swiftc` (`swift-frontend`), which `checkSIL` runs itself where
  /// there is one: a compile of a few dozen lines is then one process, not a driver that
  /// starts the frontend. Measured on Linux with Swift 6.3.1, the 65 compiler cases took 6.0 s
  /// one after the other through `swiftc`, 3.9 s through the frontend. Through `xcrun` (macOS)
  /// the driver stays, since it finds the SDK.
  var frontend: SwiftCompiler? {
    guard leadingArguments.isEmpty else { return nil }
    let path = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("swift-frontend").path
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    return SwiftCompiler(executable: path, leadingArguments: [])
  }

  /// The `swift` driver of the same toolchain (for `swift package`): beside `swiftc`, or
  /// `xcrun swift` on macOS.
  public static func swiftDriver() throws(NotFound) -> SwiftCompiler {
    let compiler = try located()
    if compiler.leadingArguments == ["swiftc"] {
      return SwiftCompiler(executable: compiler.executable, leadingArguments: ["swift"])
    }
    let swift = URL(fileURLWithPath: compiler.executable).deletingLastPathComponent()
      .appendingPathComponent("swift").path
    return SwiftCompiler(executable: swift, leadingArguments: [])
  }

  /// What `swiftc --version` says, for failure messages.
  public func version() async -> String {
    let output = try? await run(["--version"])
    return output?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  /// Runs the compiler with `arguments`, one compile per core at a time. A grader's watchdog
  /// does not count the time: the wait and the compile are not the student's code.
  public func run(_ arguments: [String]) async throws -> ChildProcess.Result {
    try await GraderWatchdog.shared.excused {
      try await CompilerSlots.shared.withSlot {
        try await ChildProcess.run(
          URL(fileURLWithPath: executable), leadingArguments + arguments,
          timeLimit: Self.timeLimit)
      }
    }
  }
}

/// Lets as many compilers run at once as there are cores.
///
/// The cases run as parallel tests; without a limit, all of them would start a compiler at
/// the same moment and make each other slow, and every other test with them.
actor CompilerSlots {
  static let shared = CompilerSlots(count: ProcessInfo.processInfo.activeProcessorCount)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = max(1, count)
  }

  /// Runs `body` once a slot is free, and frees the slot after.
  nonisolated func withSlot<T: Sendable>(
    _ body: () async throws -> T
  ) async rethrows -> T {
    await acquire()
    do {
      let result = try await body()
      await release()
      return result
    } catch {
      await release()
      throw error
    }
  }

  private func acquire() async {
    if free > 0 {
      free -= 1
    } else {
      // CANCEL-OK: every compile ends, by its own time limit if need be, and frees its slot.
      await withCheckedContinuation { waiting.append($0) }
    }
  }

  private func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
