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

  /// Shows a sticker: drawn as text on the pool, then printed here, on the main actor.
  func show(_ photo: ProcessedPhoto, of item: SelectedPhoto) async {
    trace("show \(item.name)")
    shown.append(item.name)
    guard let screen else { return }
    screen.show(await Self.draw(photo, of: item, on: screen.terminal))
  }

  /// The sticker in colour, or as text, with its name and colours: the costly part of showing
  /// it (every cell averages the pixels under it), so it runs on the concurrent pool.
  @concurrent
  static func draw(
    _ photo: ProcessedPhoto, of item: SelectedPhoto, on terminal: Terminal
  ) async -> String {
    span("draw \(item.name)") {
      let picture = ImageRenderer(terminal: terminal).render(
        photo.sticker, maxWidth: 40, maxHeight: 16)
      let colors = photo.colorScheme.colors.map { color in
        terminal.isInteractive
          ? ANSI.background(color.color) + "    " + ANSI.reset + " \(color)" : "\(color)"
      }
      return picture + "  \(item.name): sticker \(photo.sticker)\n  colours: "
        + colors.joined(separator: terminal.isInteractive ? "  " : ", ") + "\n"
    }
  }

  func showProblem(_ reason: String, with item: SelectedPhoto) {
    trace("problem \(item.name)")
    problems.append("\(item.name): \(reason)")
    screen?.showError("\(item.name): \(reason)")
  }
}
