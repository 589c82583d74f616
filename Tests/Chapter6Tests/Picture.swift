import Foundation
import Workbook
import WorkbookTesting

extension TestNetwork {
  /// Serves `picture(width:height:)` as `name` and returns its URL.
  func picture(named name: String, width: Int, height: Int) throws -> URL {
    server.serve(try TestNetwork.picture(width: width, height: height).ppmData(), as: name)
    return server.url(for: name)
  }

  /// A small image with a colour of its own in each pixel, so that scaling and the grey
  /// effect both change every pixel (an image of one colour would hide a missed effect).
  static func picture(width: Int, height: Int) throws -> Image {
    var image = try Image(width: width, height: height, filling: RGBA(0, 0, 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBA(UInt8(x * 255 / width), UInt8(y * 255 / height), 200)
      }
    }
    return image
  }
}
