import Foundation
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

extension TestNetwork {
  /// Serves `Photo.image` as `name` and returns its URL.
  func photo(named name: String = "photo.ppm") throws -> URL {
    server.serve(try Photo.image().ppmData(), as: name)
    return server.url(for: name)
  }
}

/// A 16×4 photo whose colours are known: half red, then a quarter green, then a quarter blue.
/// Every fourth pixel is counted: two red for each green and each blue.
enum Photo {
  static let red = Color(RGBA(255, 0, 0))
  static let green = Color(RGBA(0, 255, 0))
  static let blue = Color(RGBA(0, 0, 255))
  /// The three colours, fullest first; of two equally full, the one with the lower box number
  /// (blue's box comes before green's).
  static let scheme = [red, blue, green]

  static func image() throws -> Image {
    var image = try Image(width: 16, height: 4, filling: red.rgba)
    for y in 0..<4 {
      for x in 8..<12 { image[x, y] = green.rgba }
      for x in 12..<16 { image[x, y] = blue.rgba }
    }
    return image
  }
}

extension Renderer {
  /// Draws frames until `done` holds, and returns the last one: each frame hands the main
  /// actor to the app's tasks while the renderer's queue draws, so they move on in between.
  func render(until done: () -> Bool) async -> Frame {
    var frame = await render()
    while !done() {
      frame = await render()
    }
    return frame
  }

  /// The labels of this renderer's trace events, in order, leaving out `end` events.
  var labels: [String] { trace.labels }
}
