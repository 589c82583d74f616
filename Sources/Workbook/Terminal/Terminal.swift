import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the kit's output goes: whether it may use colour and escape codes, and how wide it is.
///
/// The demos draw images and timelines; in a terminal that is 24-bit colour, but piped into a
/// file, read by a grader or seen by someone who set `NO_COLOR`, escape codes are noise. So
/// every renderer asks a `Terminal` first, and falls back to plain text when it is not
/// interactive.
public struct Terminal: Sendable, Hashable {
  /// Whether escape codes and 24-bit colour may be written.
  public var isInteractive: Bool
  /// How many columns a line may use.
  public var width: Int

  /// The widths the kit accepts from the environment: narrower is unreadable, wider is
  /// usually a mistake.
  public static let widthRange = 20...400

  /// The width used when nothing says otherwise.
  public static let defaultWidth = 80

  /// Describes a terminal exactly as given, for tests and for callers that know better.
  public init(isInteractive: Bool, width: Int) {
    self.isInteractive = isInteractive
    self.width = width
  }

  /// Decides what a terminal allows from facts about it; a pure function, so tests can
  /// try every case without a real terminal.
  ///
  /// - Parameters:
  ///   - isTTY: whether the output is a terminal (`isatty`).
  ///   - windowWidth: the columns the terminal reports, if it reports any.
  ///   - environment: the process's environment variables.
  ///
  /// Output is interactive only when it is a TTY, `NO_COLOR` is unset or empty
  /// (https://no-color.org) and `TERM` is not `dumb`. The width comes from the window,
  /// else from `COLUMNS`, else 80, and is clamped to `widthRange`.
  public init(isTTY: Bool, windowWidth: Int?, environment: [String: String]) {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    let interactive = isTTY && !noColor && !dumb

    var columns = Terminal.defaultWidth
    if isTTY, let windowWidth, windowWidth > 0 {
      columns = windowWidth
    } else if let text = environment["COLUMNS"],
      let parsed = Int(text.trimmingCharacters(in: .whitespaces)), parsed > 0
    {
      columns = parsed
    }
    let range = Terminal.widthRange
    self.init(
      isInteractive: interactive, width: min(max(columns, range.lowerBound), range.upperBound))
  }

  /// The terminal that standard output is connected to right now.
  public static func standardOutput(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Terminal {
    let isTTY = isatty(STDOUT_FILENO) == 1
    return Terminal(
      isTTY: isTTY, windowWidth: isTTY ? windowColumns() : nil, environment: environment)
  }

  /// Asks the kernel how many columns the terminal on standard output has.
  private static func windowColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
