import Foundation
import Workbook

/// The scenes' pictures: small and of one size each, so that each `decode W×H` in a trace
/// names its picture, and a hundred runs stay quick.
nonisolated enum Pictures {
  /// A PPM file of a plain picture, `width`×`height`.
  static func ppm(_ width: Int, _ height: Int) -> Data {
    picture(width, height).ppmData()
  }

  /// A plain picture with a darker square in its middle: a subject a sticker can be cut from.
  static func picture(_ width: Int, _ height: Int) -> Image {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let across = (width / 4..<width * 3 / 4).contains(x)
        let inside = across && (height / 4..<height * 3 / 4).contains(y)
        pixels += inside ? [40, 90, 200, 255] : [235, 235, 225, 255]
      }
    }
    return try! Image(width: width, height: height, pixels: pixels)
  }
}
