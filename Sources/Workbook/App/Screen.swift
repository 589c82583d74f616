import Foundation

/// The terminal as the demo app's screen: blocks of output, and one status line at the
/// bottom that the frame clock redraws, where the spinner spins.
///
/// It is main-actor isolated, like an app's UI: only the main actor draws.
@MainActor
public final class Screen {
  /// Where the output goes and what it may contain.
  public let terminal: Terminal
  /// Whether the screen shows only measures (`--measure`): `show` and the status line print
  /// nothing, so that standard output is just the lines `showMeasure` prints.
  public let measuresOnly: Bool
  private var status: String?
  /// The problems already said, each once.
  private var errorsShown: Set<String> = []
  /// Where the screen's text goes instead of standard output: a test's own, so that
  /// `swift test` prints only what the tests say.
  private let output: ((String) -> Void)?

  public init(
    terminal: Terminal, measuresOnly: Bool = false, output: ((String) -> Void)? = nil
  ) {
    self.terminal = terminal
    self.measuresOnly = measuresOnly
    self.output = output
  }

  /// Prints a block of text above the status line, unless the screen shows only measures.
  public func show(_ text: String) {
    guard !measuresOnly else { return }
    clearStatus()
    write(text.hasSuffix("\n") ? text : text + "\n")
    drawStatus()
  }

  /// Prints a measure line for the workbench (`measure chapter4 …`): the one thing a screen
  /// that shows only measures prints.
  public func showMeasure(_ line: String) {
    clearStatus()
    write(line + "\n")
    drawStatus()
  }

  /// Prints one line to standard error, for problems, once: a demo that opens an input more
  /// than once (chapter 3's rounds) meets a bad input's failure each time, and a reason said
  /// three times reads as three failures. The timeline keeps every time.
  public func showError(_ text: String) {
    guard errorsShown.insert(text).inserted else { return }
    clearStatus()
    FileHandle.standardError.write(Data((text + "\n").utf8))
    drawStatus()
  }

  /// Replaces the status line. A status line is animation, so it is drawn only on an
  /// interactive terminal; plain output gets no spinner.
  public func setStatus(_ text: String?) {
    guard terminal.isInteractive, !measuresOnly else { return }
    clearStatus()
    status = text
    drawStatus()
  }

  private func clearStatus() {
    guard terminal.isInteractive, status != nil else { return }
    write("\r\u{1B}[2K")
  }

  private func drawStatus() {
    guard terminal.isInteractive, let status else { return }
    write(String(status.prefix(terminal.width - 1)))
  }

  private func write(_ text: String) {
    if let output {
      output(text)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}
