import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the CLI's output goes: whether ✓ and ✗ may be coloured, and how wide a line may be.
///
/// Decided from facts about standard output and the environment by a pure initializer, so
/// tests try every case without a terminal. Colour only in a terminal, never with `NO_COLOR`
/// set (https://no-color.org) or `TERM=dumb`. The width is the window's, else `COLUMNS`, else
/// 80.
struct Console: Equatable {
  var colour: Bool
  var width: Int

  static let defaultWidth = 80

  init(colour: Bool, width: Int) {
    self.colour = colour
    self.width = width
  }

  init(isTerminal: Bool, windowWidth: Int?, environment: [String: String]) {
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
    colour = isTerminal && !noColour && environment["TERM"] != "dumb"
    if isTerminal, let windowWidth, windowWidth > 0 {
      width = windowWidth
    } else if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      width = columns
    } else {
      width = Self.defaultWidth
    }
  }

  /// Standard output as it is now.
  static var standardOutput: Console {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var size = winsize()
    let window =
      isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : nil
    return Console(
      isTerminal: isTerminal, windowWidth: window,
      environment: ProcessInfo.processInfo.environment)
  }

  /// A verdict's symbol, green ✓ or red ✗ when colour is allowed; `·` (not started) is plain.
  func symbol(_ verdict: Verdict) -> String {
    guard colour else { return verdict.symbol }
    switch verdict.status {
    case .passed: return "\u{1B}[32m\(verdict.symbol)\u{1B}[0m"
    case .notStarted: return verdict.symbol
    default: return "\u{1B}[31m\(verdict.symbol)\u{1B}[0m"
    }
  }
}

/// Prints a line at once, even when the output is a pipe or a file (where `print` would
/// hold it in a buffer): `watch` and `grade` report progress as it happens.
func say(_ text: String = "", terminator: String = "\n") {
  FileHandle.standardOutput.write(Data((text + terminator).utf8))
}
