import Foundation
import Workbook
import WorkbookTesting

/// An error page as a real server may send it with an error status, unlike the kit's own
/// one-line text (`404 Not Found`): code that reads the status from the body, or never reads
/// it at all, is right for the kit's page alone. Only the response's status says that the body
/// is not the image asked for.
nonisolated enum ForeignErrorPage: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A web page, as a web server sends for a file it does not have: it names no status.
  case webPage
  /// A picture, as an image host sends in place of an image it does not have: it decodes.
  case picture

  /// Makes every request for `url` on `network` answered with `status` and this page.
  func serve(_ url: URL, status: Int, on network: TestNetwork) throws {
    network.server.fail(url.lastPathComponent, status: status, page: try body(network.random))
  }

  private func body(_ random: RandomInputs) throws -> Data {
    switch self {
    case .webPage:
      Data(
        """
        <!DOCTYPE html>
        <html><head><title>Sorry!</title></head>
        <body><h1>We could not find that page.</h1><p>Try the home page.</p></body></html>

        """.utf8)
    case .picture:
      try Image(
        width: random.int(in: 2...48), height: random.int(in: 2...48),
        filling: RGBA(128, 128, 128)
      ).ppmData()
    }
  }

  var description: String {
    switch self {
    case .webPage: "a web page"
    case .picture: "a picture (a valid image)"
    }
  }
}
