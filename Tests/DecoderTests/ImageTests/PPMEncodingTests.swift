import Foundation
import Testing
import WorkbookTools

@testable import Workbook

@Suite("Encoding PPM images")
struct PPMEncodingTests {
  @Test("Binary PPM is a short header then three bytes a pixel, alpha dropped")
  func binaryLayout() throws {
    var image = try Image(width: 2, height: 1, filling: RGBA(1, 2, 3, 4))
    image[1, 0] = RGBA(250, 251, 252, 0)
    #expect(image.ppmData() == ppm("P6\n2 1\n255\n", [1, 2, 3, 250, 251, 252]))
  }

  @Test("Plain PPM writes each sample in decimal")
  func plainLayout() throws {
    var image = try Image(width: 2, height: 1, filling: RGBA(1, 2, 3))
    image[1, 0] = RGBA(0, 128, 255)
    #expect(image.ppmData(plain: true) == ppm("P3\n2 1\n255\n1 2 3 0 128 255\n"))
  }

  @Test("Binary and plain PPM both round-trip through the decoder", arguments: [false, true])
  func roundTrips(plain: Bool) throws {
    var generator = SplitMix64(seed: plain ? 1 : 2)
    for _ in 0..<20 {
      let width = Int.random(in: 1...40, using: &generator)
      let height = Int.random(in: 1...40, using: &generator)
      let original = try Image.random(width: width, height: height, using: &generator)
      #expect(try Image(ppm: original.ppmData(plain: plain)) == original)
    }
  }

  @Test("Round-tripping makes a translucent image opaque and keeps its colours")
  func alphaIsDropped() throws {
    let translucent = try Image(width: 3, height: 2, filling: RGBA(9, 99, 199, 30))
    let decoded = try Image(ppm: translucent.ppmData())
    #expect(decoded == (try Image(width: 3, height: 2, filling: RGBA(9, 99, 199))))
  }

  @Test("No line of plain PPM is longer than 70 characters, as the netpbm spec asks")
  func plainLineLength() throws {
    let image = try Image(width: 50, height: 3, filling: RGBA(255, 128, 0))
    let lines = String(decoding: image.ppmData(plain: true), as: UTF8.self).split(separator: "\n")
    #expect(lines.count > 4)
    #expect(lines.allSatisfy { $0.count <= 70 })
    #expect(try Image(ppm: image.ppmData(plain: true)) == image)
  }
}
