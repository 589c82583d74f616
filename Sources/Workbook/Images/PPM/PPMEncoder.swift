import Foundation

extension Image {
  /// Encodes the image as PPM with a maximum value of 255: binary (`P6`), or plain text
  /// (`P3`) when `plain` is true. Alpha is dropped, since PPM has no alpha channel.
  ///
  /// The sample script writes the bundled images this way, and `Image(ppm:)` reads the
  /// result back unchanged (apart from alpha).
  public func ppmData(plain: Bool = false) -> Data {
    var data = Data("P\(plain ? 3 : 6)\n\(width) \(height)\n255\n".utf8)
    if plain {
      data.append(contentsOf: plainSamples())
    } else {
      var samples = [UInt8]()
      samples.reserveCapacity(width * height * 3)
      for index in stride(from: 0, to: pixels.count, by: 4) {
        samples.append(contentsOf: pixels[index..<index + 3])
      }
      data.append(contentsOf: samples)
    }
    return data
  }

  /// The samples as decimal text, one image row per line when it fits: the netpbm spec asks
  /// that no line of a plain PPM be longer than 70 characters.
  private func plainSamples() -> [UInt8] {
    var text = [UInt8]()
    for y in 0..<height {
      var lineLength = 0
      for x in 0..<width {
        let index = (y * width + x) * 4
        for sample in pixels[index..<index + 3] {
          let digits = Array(String(sample).utf8)
          if lineLength > 0 && lineLength + 1 + digits.count > 70 {
            text.append(UInt8(ascii: "\n"))
            lineLength = 0
          } else if lineLength > 0 {
            text.append(UInt8(ascii: " "))
            lineLength += 1
          }
          text.append(contentsOf: digits)
          lineLength += digits.count
        }
      }
      text.append(UInt8(ascii: "\n"))
    }
    return text
  }
}
