import Workbook

/// The app's view of the stickers: each one drawn with its colours as it arrives, and a
/// one-line message for a photo that could not become one (Code-along 10:45).
///
/// It belongs to the main actor, as views do. It records what it shows into
/// `Trace.current` (`show daisy.jpg`, `problem notes.txt`) and, given a screen, draws: the
/// sticker in colour with its cut-out showing the terminal's background, or as text when the
/// output is not a terminal. Without a screen it only remembers, as tests want.
final class StickerCarousel {
  /// The names of the photos shown, in order.
  private(set) var shown: [String] = []
  /// The problems shown, in order: `notes.txt: …`.
  private(set) var problems: [String] = []
  private let screen: Screen?

  init(screen: Screen? = nil) {
    self.screen = screen
  }

  func show(_ photo: ProcessedPhoto, of item: SelectedPhoto) {
    trace("show \(item.name)")
    shown.append(item.name)
    guard let screen else { return }
    let terminal = screen.terminal
    let picture = ImageRenderer(terminal: terminal).render(
      photo.sticker, maxWidth: 40, maxHeight: 16)
    let colors = photo.colorScheme.colors.map { color in
      terminal.isInteractive
        ? ANSI.background(color.color) + "    " + ANSI.reset + " \(color)" : "\(color)"
    }
    screen.show(
      picture + "  \(item.name): sticker \(photo.sticker)\n  colours: "
        + colors.joined(separator: terminal.isInteractive ? "  " : ", ") + "\n")
  }

  func showProblem(_ reason: String, with item: SelectedPhoto) {
    trace("problem \(item.name)")
    problems.append("\(item.name): \(reason)")
    screen?.showError("\(item.name): \(reason)")
  }
}
