/// A problem with the command line: an unknown flag, a missing file, a bad URL.
///
/// A demo prints it as one line on standard error and exits with status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
