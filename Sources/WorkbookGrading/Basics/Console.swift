import Foundation
import Workbook

/// Where the CLI's output goes: whether ✓ and ✗ may be coloured, and how wide a line may be.
///
/// The kit's `Terminal` decides both, as it does for the chapters' output: colour only in a
/// terminal, never with `NO_COLOR` set or `TERM=dumb`; the width is the window's, else
/// `COLUMNS`, else 80, within the widths the kit accepts.
package struct Console: Equatable {
  package var colour: Bool
  package var width: Int

  package init(colour: Bool, width: Int) {
    self.colour = colour
    self.width = width
  }

  /// The CLI's view of `terminal`.
  package init(_ terminal: Terminal) {
    self.init(colour: terminal.isInteractive, width: terminal.width)
  }

  /// Standard output as it is now.
  package static var standardOutput: Console { Console(Terminal.standardOutput()) }

  /// A verdict's symbol, green ✓ or red ✗ when colour is allowed; `·` (not started) is plain.
  package func symbol(_ verdict: Verdict) -> String {
    guard colour else { return verdict.symbol }
    switch verdict.status {
    case .passed: return "\u{1B}[32m\(verdict.symbol)\u{1B}[0m"
    case .notStarted: return verdict.symbol
    default: return "\u{1B}[31m\(verdict.symbol)\u{1B}[0m"
    }
  }
}

/// Prints a line at once, even when the output is a pipe or a file (where `print` would
/// hold it in a buffer): `watch` and `grade` report progress as it happens. A test that runs
/// a command gives it a sink of its own (`SaySink.current`), so that `swift test` prints only
/// its own lines.
package func say(_ text: String = "", terminator: String = "\n") {
  if let sink = SaySink.current {
    sink(text + terminator)
  } else {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }
}

/// Where `say` writes instead of standard output, for the task that sets it.
package enum SaySink {
  @TaskLocal package static var current: (@Sendable (String) -> Void)?

  /// Runs `body` with what it says kept from standard output, and returns both.
  package static func quiet<Result>(_ body: () throws -> Result) rethrows -> (Result, said: String)
  {
    let said = Locked("")
    let result = try $current.withValue({ text in said.withLock { $0 += text } }, operation: body)
    return (result, said.current)
  }
}
