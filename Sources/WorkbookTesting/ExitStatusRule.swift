import Foundation
import Testing

/// The rule every program of the workbook ends by (`ExitStatus`): 0 when it did its work, 1
/// when the command line was right but the work failed, 2 when the command line is wrong, and
/// one line on standard error that names the program says why. The numbers are the claim, so
/// they are written out here. A student's programs are checked in `WorkbookTests`, the
/// maintainers' in `ToolTests`, each by these same checks.
public enum ExitStatusRule {
  /// A wrong command line: status 2, one line naming the program, nothing done.
  public static func expectUsageError(
    _ program: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let run = try await ProgramRun(program, ["--no-such-option"])
    #expect(run.status == 2, "\(program): \(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors.hasPrefix("\(program): "), "\(run.errors)", sourceLocation: sourceLocation)
    #expect(
      run.output.isEmpty, "\(program) did something: \(run.output)", sourceLocation: sourceLocation)
  }

  /// Asking for help: status 0, and the help printed.
  public static func expectHelp(
    _ program: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let run = try await ProgramRun(program, ["--help"])
    #expect(run.status == 0, "\(program): \(run.errors)", sourceLocation: sourceLocation)
    #expect(!run.output.isEmpty, sourceLocation: sourceLocation)
  }

  /// Work that fails on a right command line (a file that is not a picture, named after
  /// `options`): status 1, and why.
  public static func expectFailure(
    _ program: String, _ options: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Data("not a picture\n".utf8), named: "notes.png")
    let run = try await ProgramRun(program, options + [file.path])
    #expect(
      run.status == 1, "\(program): \(run.output)\(run.errors)", sourceLocation: sourceLocation)
    #expect(
      (run.output + run.errors).contains("notes.png: not an image"), sourceLocation: sourceLocation)
  }
}
