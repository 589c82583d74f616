import Foundation

/// The Swift compiler, found the way a user's machine has it, and the flags the cases need.
///
/// Found, in order: the path in `WORKBOOK_SWIFTC`; on macOS, `xcrun swiftc` (the selected
/// Xcode or toolchain, with its SDK); elsewhere, the first `swiftc` on PATH.
struct SwiftCompiler: Sendable {
  /// The environment variable that names the compiler to use instead.
  static let overrideVariable = "WORKBOOK_SWIFTC"

  /// How long one compile may take before it counts as hung.
  static let timeLimit = Duration.seconds(120)

  /// The chapters' settings as compiler flags: keep them in step with `approachableConcurrency`
  /// in Package.swift (DiagnosticsSettingsTests checks that they are).
  static let chapterSettings = [
    "-swift-version", "6",
    "-default-isolation", "MainActor",
    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    "-enable-upcoming-feature", "InferIsolatedConformances",
  ]

  /// The program to run.
  let executable: String
  /// Arguments that come before the compiler's own (`swiftc`, when run through xcrun).
  let leadingArguments: [String]

  /// Why no compiler was found.
  struct NotFound: Error, CustomStringConvertible {
    var description: String {
      "no swiftc on PATH: put the toolchain on PATH or set \(overrideVariable) to swiftc's path"
    }
  }

  /// The compiler this machine would use.
  static func located() throws -> SwiftCompiler {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment[overrideVariable], !path.isEmpty {
      return SwiftCompiler(executable: path, leadingArguments: [])
    }
    #if os(macOS)
      return SwiftCompiler(executable: "/usr/bin/xcrun", leadingArguments: ["swiftc"])
    #else
      let folders = (environment["PATH"] ?? "").split(separator: ":")
      for folder in folders {
        let candidate = "\(folder)/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) {
          return SwiftCompiler(executable: candidate, leadingArguments: [])
        }
      }
      throw NotFound()
    #endif
  }

  /// Compiles `file` with the chapters' settings up to SIL, where region-based isolation
  /// errors are found (`-typecheck` stops before them), and writes nothing.
  ///
  /// - Parameter verifying: check the diagnostics against the file's `expected-error` and
  ///   `expected-note` comments (`-verify`): the compile then succeeds only if every expected
  ///   diagnostic is produced with that text on that line, and nothing else is.
  func checkSIL(of file: URL, verifying: Bool) async throws -> CommandOutput {
    let verify = verifying ? ["-Xfrontend", "-verify"] : []
    return try await run(
      Self.chapterSettings + [
        "-emit-sil", "-o", "/dev/null", "-module-name", "DiagnosticsCase", file.path,
      ] + verify)
  }

  /// What `swiftc --version` says, for failure messages.
  func version() async -> String {
    let output = try? await run(["--version"])
    return output?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  /// Runs the compiler with `arguments`, one compile per core at a time.
  func run(_ arguments: [String]) async throws -> CommandOutput {
    try await CompilerSlots.shared.withSlot {
      try await Command.run(
        executable, leadingArguments + arguments, timeLimit: Self.timeLimit)
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
