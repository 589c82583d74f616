/// A problem with a command line: an unknown option, a missing or bad value, a file named that
/// does not exist. Every program of the workbook reports one the same way: one line on
/// standard error that names the program, and exit status 2 (`ExitStatus.usage`).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
