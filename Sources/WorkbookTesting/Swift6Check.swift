import Foundation

/// Compiles one exercise file in the Swift 6 language mode and reports what the compiler
/// says: the check behind exercises whose starting code only Swift 5 mode accepts.
///
/// Such an exercise is built in Swift 5 mode with complete concurrency checking, so its
/// starter builds (with warnings) and `swift test` stays green; its grader calls this to
/// check that the student's file compiles cleanly in Swift 6 mode, where those warnings are
/// errors. It runs `swiftc -emit-sil`, not `-typecheck`: some data-race errors (region-based
/// isolation) are only found once SIL is built. The file imports `Workbook` from the build's
/// own modules, so the check needs the package built first, which `swift test` has done.
public enum Swift6Check {
  /// The settings a module is built with, as compiler flags: keep them in step with the
  /// settings arrays at the top of Package.swift.
  public enum Settings: Sendable {
    /// `approachableConcurrency`: default isolation MainActor and the upcoming features.
    case approachableConcurrency
    /// `librarySettings`: nonisolated by default, the same upcoming features.
    case library

    var flags: [String] {
      let features = [
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
        "-enable-upcoming-feature", "InferIsolatedConformances",
      ]
      switch self {
      case .approachableConcurrency: return ["-default-isolation", "MainActor"] + features
      case .library: return features
      }
    }
  }

  /// One thing the compiler said about the file.
  public struct Diagnostic: Sendable, CustomStringConvertible {
    public let line: Int
    public let isError: Bool
    public let message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// Why the check could not run.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// What Swift 6 mode says about `file`: its errors and warnings, in order.
  public static func diagnostics(
    compiling file: URL, settings: Settings
  ) throws(Failure) -> [Diagnostic] {
    guard let swiftc = executable(named: "swiftc") else {
      throw Failure(description: "swiftc is not on PATH, so the Swift 6 check cannot run")
    }
    guard let modules = buildModulesFolder() else {
      throw Failure(description: "the build's Modules folder (with Workbook) was not found")
    }
    let process = Process()
    process.executableURL = swiftc
    process.arguments =
      [
        "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6",
        "-module-name", "Swift6Check", "-I", modules.path,
      ] + settings.flags + [file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch {
      throw Failure(description: "swiftc could not start: \(error)")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return parse(text, file: file)
  }

  /// Reads `file:line:column: error: message` lines about `file`.
  static func parse(_ output: String, file: URL) -> [Diagnostic] {
    output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(file.lastPathComponent),
        let number = Int(parts[1]), Int(parts[2]) != nil
      else { return nil }
      let kind = parts[3].trimmingCharacters(in: .whitespaces)
      guard kind == "error" || kind == "warning" else { return nil }
      var message = parts[4].trimmingCharacters(in: .whitespaces)
      if let group = message.range(of: " [#", options: .backwards) {
        message = String(message[..<group.lowerBound])  // drop "[#MutableGlobalVariable]"
      }
      return Diagnostic(line: number, isError: kind == "error", message: message)
    }
  }

  /// The folder of compiled modules beside the running test binary.
  static func buildModulesFolder() -> URL? {
    // Linux: the test binary is in the build folder. macOS: the test bundle is, and it is
    // loaded into a helper that is not.
    var candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    return candidates.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Workbook.swiftmodule").path)
    }
  }

  /// The first executable called `name` on PATH.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent(name)
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
