import Foundation
import WorkbookTools

/// The CLI's words around `ChildProcess`: its failures are the CLI's errors, and a program it
/// needs but cannot find says what to install.
package enum Subprocess {
  package typealias Result = ChildProcess.Result

  /// Runs `executable` and waits for it, for at most `timeout` seconds.
  package nonisolated static func run(
    _ executable: URL, _ arguments: [String], in folder: URL,
    environment: [String: String] = [:], timeout: Double
  ) throws(CLIError) -> Result {
    do {
      return try ChildProcess.runBlocking(
        executable, arguments, in: folder,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
        timeLimit: .seconds(timeout))
    } catch {
      throw .failure(error.description)
    }
  }

  /// The first executable called `name` on PATH.
  package static func executable(named name: String) throws(CLIError) -> URL {
    if let found = ExecutableSearch.onPath(name) { return found }
    throw .failure("\(name) is not on PATH: install Swift 6.2 or later")
  }
}
