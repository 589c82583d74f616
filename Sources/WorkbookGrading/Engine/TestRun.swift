import Foundation

/// Runs the tests of a build whose identifiers match a filter, in a process of its own, and
/// reads what each test did from Swift Testing's JSON event stream: the one way grading and
/// the mutants run tests.
package struct TestRun {
  /// The build folder whose test binary runs (`--scratch-path`).
  package let scratchPath: String
  /// Where the package is; the build folder is inside it unless its path is absolute.
  package let workspace: Workspace

  package init(scratchPath: String, workspace: Workspace) {
    self.scratchPath = scratchPath
    self.workspace = workspace
  }

  /// Runs the tests matching the regular expression `filter`, for at most `timeout` seconds,
  /// with `extra` arguments for the testing library (`--attachments-path DIR`).
  package func run(
    filter: String, environment: [String: String], timeout: Double, extra: [String] = []
  ) throws(CLIError) -> (Subprocess.Result, EventStream) {
    let (executable, arguments) = try command()
    return try Self.run(
      executable, arguments + extra, filter: filter, in: workspace.root,
      environment: environment, timeout: timeout)
  }

  /// Runs `executable arguments`, a test binary or `swift test`, on the tests matching
  /// `filter`, with the event stream's options added.
  package nonisolated static func run(
    _ executable: URL, _ arguments: [String], filter: String, in folder: URL,
    environment: [String: String], timeout: Double
  ) throws(CLIError) -> (Subprocess.Result, EventStream) {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-events-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: events) }
    let testing = [
      "--filter", filter, "--event-stream-output-path", events.path,
      "--event-stream-version", "0",
    ]
    let result = try Subprocess.run(
      executable, arguments + testing, in: folder, environment: environment, timeout: timeout)
    let stream = EventStream(jsonLines: (try? String(contentsOf: events, encoding: .utf8)) ?? "")
    return (result, stream)
  }

  /// A filter that matches exactly the tests named (as `swift test list` prints them).
  package static func filter(matching names: [String]) -> String {
    "^(" + names.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|") + ")"
  }

  /// How to run tests: the test binary itself on Linux; `swift test` elsewhere, where the
  /// test bundle cannot run on its own.
  private func command() throws(CLIError) -> (URL, [String]) {
    #if os(Linux)
      let folder =
        scratchPath.hasPrefix("/")
        ? URL(fileURLWithPath: scratchPath) : workspace.url(scratchPath)
      let binary = folder.appendingPathComponent("debug/ConcurrencyWorkbookPackageTests.xctest")
      return (binary, ["--testing-library", "swift-testing"])
    #else
      return (
        try Subprocess.executable(named: "swift"),
        ["test", "--skip-build", "--disable-xctest", "--scratch-path", scratchPath]
      )
    #endif
  }
}
