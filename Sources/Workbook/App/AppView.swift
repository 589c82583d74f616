import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's view: it shows images and errors, and remembers what it showed.
///
/// It is called `AppView` because it is the app's one view, as the talks' image app has
/// one; `WorkbookUI`'s `View` is the SwiftUI-like protocol of chapter 9, so a file can import
/// both modules and each name means one thing.
///
/// As in an app, the view belongs to the main actor. Each call is recorded in
/// `Trace.current` (`display 640×480`, `display news`, `error …`), so tests can check what
/// was shown, where and in which order. Given a `Screen`, it also draws: images in colour (or
/// as text when the output is not a terminal), news as text, errors on standard error.
/// Without one it is silent, as tests want.
@MainActor
public final class AppView {
  /// The images shown so far, in order.
  public private(set) var displayedImages: [Image] = []
  /// The errors shown so far, in order.
  public private(set) var displayedErrors: [any Error] = []
  /// The news shown so far, in order.
  public private(set) var displayedNews: [String] = []
  /// The names of the images the gesture under way opens (`Demo.open` sets them): an error
  /// shown while one image is being opened is about that image, so its line names it.
  /// A decoder's error cannot: it sees bytes, not a file.
  public var opening: [String] = []
  private let screen: Screen?

  /// The largest picture drawn, in columns and lines, so an image fits on one screen.
  nonisolated static let pictureWidth = 72
  nonisolated static let pictureHeight = 24
  /// How many of an image's pixels a column of its picture stands for: pictures are drawn at
  /// a size proportional to their pixels, so a 64×48 image looks about half as wide as a 120×90
  /// one, up to the largest picture.
  nonisolated static let pixelsPerColumn = 2

  public init(screen: Screen? = nil) {
    self.screen = screen
  }

  /// Shows an image.
  public func displayImage(_ image: Image) {
    recordKitEvent("display \(image)")
    displayedImages.append(image)
    guard let screen else { return }
    screen.show(AppView.picture(of: image, on: screen.terminal) + "  image \(image)\n")
  }

  /// How `displayImage` draws `image` on `terminal`: as wide as its pixels ask
  /// (`pixelsPerColumn`), within the largest picture and the terminal's width.
  nonisolated static func picture(of image: Image, on terminal: Terminal) -> String {
    let columns = (image.width + pixelsPerColumn - 1) / pixelsPerColumn
    return ImageRenderer(terminal: terminal).render(
      image, maxWidth: min(columns, pictureWidth, terminal.width), maxHeight: pictureHeight)
  }

  /// Shows the news: a few lines of text, beside the images.
  public func displayNews(_ news: String) {
    recordKitEvent("display news")
    displayedNews.append(news)
    guard let screen else { return }
    let lines = news.split(separator: "\n", omittingEmptySubsequences: true)
    screen.show(lines.map { "  news: \($0)" }.joined(separator: "\n"))
  }

  /// Shows why something could not be shown, naming the image being opened, if one is and
  /// the error does not already name it.
  public func displayError(_ error: any Error) {
    var text = (error as? URLError)?.readableDescription ?? "\(error)"
    if opening.count == 1, let name = opening.first, !text.contains(name) {
      text = "\(name): \(text)"
    }
    recordKitEvent("error \(text)")
    displayedErrors.append(error)
    screen?.showError("error: \(text)")
  }
}
