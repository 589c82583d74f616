import Foundation
import Testing
import WorkbookTools

/// This test process, run again with a filter: the one way a test reads what a real run of
/// Swift Testing reports (its event stream, the attachments it keeps) for tests that must fail
/// or end early to show it. A proof that needs only a process of its own (one that ends it, or
/// fills the pool) is an exit test, `#expect(processExitsWith:)`, which works on macOS too.
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

  /// The running test binary.
  public static func executable(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    URL(fileURLWithPath: try #require(Bundle.main.executablePath, sourceLocation: sourceLocation))
  }

  /// Runs this test binary again, with only the tests `filter` matches, and `arguments` for
  /// the testing library (`--attachments-path DIR`).
  public static func rerun(
    filter: String, environment extra: [String: String], arguments: [String] = [],
    timeLimit: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess.Result {
    let binary = try executable(sourceLocation: sourceLocation)
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { _, new in new }
    return try await ChildProcess.run(
      binary, ["--testing-library", "swift-testing", "--filter", filter] + arguments,
      environment: environment, timeLimit: timeLimit)
  }
}
