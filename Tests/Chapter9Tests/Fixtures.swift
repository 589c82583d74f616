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
  static let red = RGBA(255, 0, 0)
  static let green = RGBA(0, 255, 0)
  static let blue = RGBA(0, 0, 255)
  /// The three colours, fullest first; of two equally full, the one with the lower box number
  /// (blue's box comes before green's).
  static let scheme = [red, blue, green]

  static func image() throws -> Image {
    var image = try Image(width: 16, height: 4, filling: red)
    for y in 0..<4 {
      for x in 8..<12 { image[x, y] = green }
      for x in 12..<16 { image[x, y] = blue }
    }
    return image
  }
}

extension Renderer {
  /// Draws the next frame in a task of `scene`, and returns it once it is in the log.
  ///
  /// The frame's jobs are then the scene's, and so is every task its callbacks start: a
  /// `Task.immediate` runs in the frame's own job until it first suspends, and its first hop
  /// is known to be the scene's only when that job is. Frames are still drawn one at a time,
  /// by the test.
  func render(in scene: WorkbookTesting.Scene) async throws -> Frame {
    try await scene.ended(
      "frame \(frames.count + 1)", scene.start("drawing") { await self.render() })
  }

  /// The labels of this renderer's trace events, in order, leaving out `end` events.
  var labels: [String] { trace.labels }
}
