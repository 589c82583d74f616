import Foundation
import Testing
import WorkbookTools

/// This test process, run again with a filter: how a test proves what happens to a whole
/// run without ending its own, or proves something that needs the machine to itself.
public enum TestProcess {
  /// Whether the running test binary can be started again with a filter: on Linux it is a
  /// plain executable; on macOS it is a bundle loaded into a helper.
  public static var canRerunItself: Bool {
    #if os(Linux)
      return Bundle.main.executablePath != nil
    #else
      return false
    #endif
  }

  /// Runs this test binary again, with only the tests `filter` matches, and `arguments` for
  /// the testing library (`--attachments-path DIR`).
  public static func rerun(
    filter: String, environment extra: [String: String], arguments: [String] = [],
    timeLimit: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess.Result {
    let binary = try #require(Bundle.main.executablePath, sourceLocation: sourceLocation)
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { _, new in new }
    return try await ChildProcess.run(
      URL(fileURLWithPath: binary),
      ["--testing-library", "swift-testing", "--filter", filter] + arguments,
      environment: environment, timeLimit: timeLimit)
  }
}
