import Foundation
import WorkbookTools

/// One thing the compiler said about a file: `file:line:column: error: message`.
public struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The name of the file it is about (`ImageModel.swift`).
  public let file: String
  public let line: Int
  public let isError: Bool
  public let message: String
  public var description: String { "line \(line): \(message)" }

  /// The errors and warnings `output` reports about `file`, in order, without the
  /// diagnostic group the compiler appends (`[#MutableGlobalVariable]`).
  public static func parse(_ output: String, about file: URL) -> [CompilerDiagnostic] {
    output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(file.lastPathComponent),
        let number = Int(parts[1]), Int(parts[2]) != nil
      else { return nil }
      let kind = parts[3].trimmingCharacters(in: .whitespaces)
      guard kind == "error" || kind == "warning" else { return nil }
      var message = parts[4].trimmingCharacters(in: .whitespaces)
      if let group = message.range(of: " [#", options: .backwards) {
        message = String(message[..<group.lowerBound])
      }
      return CompilerDiagnostic(
        file: file.lastPathComponent, line: number, isError: kind == "error", message: message)
    }
  }

  /// Every diagnostic in `output`, notes too, as `error: message`, `warning: message` or
  /// `note: message`, without the diagnostic group that may follow (` [#SendingRisksDataRace]`):
  /// the form in which a compiler case's comments and the pages quote them.
  public static func messages(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard let match = line.firstMatch(of: /(error|note|warning): (.*?)( \[#\w+\])?$/) else {
        return nil
      }
      return "\(match.output.1): \(match.output.2)"
    }
  }
}

extension SwiftCompiler {
  /// What the Swift 6 language mode says about one exercise file built with `settings`: the
  /// check behind exercises whose starting code only Swift 5 mode accepts. Such an exercise
  /// is built in Swift 5 mode with complete checking, so its starter builds (with warnings);
  /// its grader calls this to check that the student's file compiles cleanly in Swift 6.
  ///
  /// The other Swift files of the file's folder are compiled with it, as the exercise's module
  /// builds them: a helper the student moved to a file of its own is checked too, and found.
  public static func swift6Diagnostics(
    of file: URL, settings: CompilerSettings
  ) async throws -> [CompilerDiagnostic] {
    let others =
      (try? FileManager.default.contentsOfDirectory(
        at: file.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? []
    let files =
      [file]
      + others.filter {
        $0.pathExtension == "swift" && $0.lastPathComponent != file.lastPathComponent
      }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = try await located().checkSIL(
      of: files, settings: settings, moduleName: "Swift6Check", importingKit: true,
      asLibrary: true)
    guard !output.timedOut else {
      throw ChildProcess.Failure("the Swift 6 check of \(file.lastPathComponent) ran out of time")
    }
    return files.flatMap { CompilerDiagnostic.parse(output.output, about: $0) }
  }
}
