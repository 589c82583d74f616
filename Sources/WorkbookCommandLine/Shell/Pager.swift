import Foundation
import WorkbookGrading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text longer than the terminal is tall, shown a screenful at a time: a scene read before
/// its questions must not scroll off the screen before the learner has read it.
package nonisolated enum Pager {
  /// The screen's height when it cannot be asked: the classic terminal's 24 lines.
  package static let defaultHeight = 24

  /// The terminal's height: the window's rows, else `LINES`, else 24; never under 10, so
  /// that a page always holds a few lines of text.
  package static func height(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_row > 0
    {
      return max(Int(size.ws_row), 10)
    }
    if let text = environment["LINES"], let lines = Int(text), lines > 0 {
      return max(lines, 10)
    }
    return defaultHeight
  }

  /// `lines` as pages that fit a screen of `height` lines with the prompt under each.
  package static func pages(_ lines: [String], height: Int) -> [String] {
    let size = max(height - 1, 1)
    return stride(from: 0, to: lines.count, by: size).map {
      lines[$0..<min($0 + size, lines.count)].joined(separator: "\n")
    }
  }

  /// Writes each screen, waiting for Return between two; the last one is left for what
  /// follows it.
  /// - Throws: a failure when the input ends before the last screen.
  package static func show(
    _ screens: [String], read: () -> String?, write: (String) -> Void
  ) throws(CLIError) {
    for (index, screen) in screens.enumerated() {
      write(screen + "\n")
      guard index < screens.count - 1 else { break }
      write("-- Return for more (\(index + 1) of \(screens.count)) --")
      guard read() != nil else {
        throw .failure("the input ended before the scene was read to its end")
      }
    }
  }
}
