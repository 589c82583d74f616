import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's view: it shows images and errors, and remembers what it showed.
///
/// As in an app, the view belongs to the main actor. Each call is recorded in
/// `Trace.current` (`display 640×480`, `display news`, `error …`), so tests can check what
/// was shown, where and in which order. Given a `Screen`, it also draws: images in colour (or
/// as text when the output is not a terminal), news as text, errors on standard error.
/// Without one it is silent, as tests want.
@MainActor
public final class View {
  /// The images shown so far, in order.
  public private(set) var displayedImages: [Image] = []
  /// The errors shown so far, in order.
  public private(set) var displayedErrors: [any Error] = []
  /// The news shown so far, in order.
  public private(set) var displayedNews: [String] = []
  private let screen: Screen?

  /// The largest picture drawn, in columns and lines, so an image fits on one screen.
  static let pictureWidth = 72
  static let pictureHeight = 24

  public init(screen: Screen? = nil) {
    self.screen = screen
  }

  /// Shows an image.
  public func displayImage(_ image: Image) {
    kitTrace("display \(image)")
    displayedImages.append(image)
    guard let screen else { return }
    let picture = ImageRenderer(terminal: screen.terminal)
      .render(image, maxWidth: View.pictureWidth, maxHeight: View.pictureHeight)
    screen.show(picture + "  image \(image)\n")
  }

  /// Shows the news: a few lines of text, beside the images.
  public func displayNews(_ news: String) {
    kitTrace("display news")
    displayedNews.append(news)
    guard let screen else { return }
    let lines = news.split(separator: "\n", omittingEmptySubsequences: true)
    screen.show(lines.map { "  news: \($0)" }.joined(separator: "\n"))
  }

  /// Shows why something could not be shown.
  public func displayError(_ error: any Error) {
    let text = (error as? URLError)?.readableDescription ?? "\(error)"
    kitTrace("error \(text)")
    displayedErrors.append(error)
    screen?.showError("error: \(text)")
  }
}
