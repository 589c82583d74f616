import Testing
import WorkbookTools

@testable import Workbook

@Suite("Scaling images")
struct ScalingTests {
  /// A `width`×1 image of greys, from the given levels.
  static func greys(_ levels: [UInt8]) throws -> Image {
    try Image(width: levels.count, height: 1, pixels: levels.flatMap { [$0, $0, $0, 255] })
  }

  @Test("Shrinking a 2×2 of four colours to 1×1 gives their average")
  func averagesFourColours() throws {
    var image = try Image(width: 2, height: 2, filling: RGBA(255, 0, 0))
    image[1, 0] = RGBA(0, 255, 0)
    image[0, 1] = RGBA(0, 0, 255)
    image[1, 1] = RGBA(255, 255, 255)
    let scaled = image.scaled(width: 1, height: 1)
    // (255 + 0 + 0 + 255) / 4 = 127.5, rounded up.
    #expect(scaled.pixels == [128, 128, 128, 255])
  }

  @Test("Shrinking by a fraction weighs each source pixel by the area it covers")
  func fractionalAreas() throws {
    // 3 → 2: the first new pixel is all of pixel 0 and half of pixel 1.
    let scaled = try Self.greys([0, 90, 180]).scaled(width: 2, height: 1)
    #expect(scaled == (try Self.greys([30, 150])))
  }

  @Test("Growing repeats the nearest pixel")
  func growsWithNearestPixel() throws {
    let scaled = try Self.greys([10, 200]).scaled(width: 5, height: 2)
    #expect(scaled.width == 5 && scaled.height == 2)
    #expect((0..<5).map { scaled[$0, 1].red } == [10, 10, 200, 200, 200])
  }

  @Test("Scaling to the same size changes nothing")
  func sameSize() throws {
    var generator = SplitMix64(seed: 5)
    let image = try Image.random(width: 9, height: 4, using: &generator)
    #expect(image.scaled(width: 9, height: 4) == image)
  }

  @Test("A plain colour stays that colour at any size")
  func plainColour() throws {
    let colour = RGBA(12, 34, 56, 255)
    let image = try Image(width: 37, height: 23, filling: colour)
    for (width, height) in [(5, 4), (1, 1), (37, 1), (80, 50), (3, 60)] {
      #expect(
        image.scaled(width: width, height: height)
          == (try Image(width: width, height: height, filling: colour)))
    }
  }

  @Test("Transparent pixels do not darken the colour they are averaged with")
  func weighsByAlpha() throws {
    var image = try Image(width: 2, height: 1, filling: RGBA(255, 0, 0))
    image[1, 0] = RGBA(0, 0, 0, 0)
    #expect(image.scaled(width: 1, height: 1).pixels == [255, 0, 0, 128])
  }

  @Test("Sizes below 1 become 1 and sizes above the maximum become the maximum")
  func clampsSizes() throws {
    let image = try Image(width: 4, height: 4, filling: RGBA(1, 2, 3))
    #expect(image.scaled(width: 0, height: -5).description == "1×1")
    #expect(image.scaled(width: Int.min, height: 3).description == "1×3")
    #expect(image.scaled(width: Int.max, height: 1).width == Image.maximumSide)
  }

  @Test(
    "Fitting keeps the aspect ratio and fills one side of the box",
    arguments: [
      (200, 100, 80, 80, "80×40"), (100, 200, 80, 80, "40×80"), (1, 1000, 10, 10, "1×10"),
      (1000, 1, 10, 10, "10×1"), (2, 1, 100, 100, "100×50"), (640, 480, 0, -1, "1×1"),
      (640, 480, 100, 1, "1×1"), (3, 3, 7, 5, "5×5"), (160, 120, 80, 48, "64×48"),
    ])
  func fitsBox(width: Int, height: Int, boxWidth: Int, boxHeight: Int, expected: String) throws {
    let image = try Image(width: width, height: height, filling: RGBA(9, 9, 9))
    #expect(image.scaledToFit(width: boxWidth, height: boxHeight).description == expected)
  }

  @Test("A fitted image is never larger than the box nor smaller than 1×1")
  func fitsAnyBox() throws {
    var generator = SplitMix64(seed: 13)
    for _ in 0..<200 {
      let image = try Image(
        width: .random(in: 1...300, using: &generator),
        height: .random(in: 1...300, using: &generator),
        filling: RGBA(0, 0, 0))
      let box = (
        width: Int.random(in: 1...120, using: &generator),
        height: Int.random(in: 1...120, using: &generator)
      )
      let fitted = image.scaledToFit(width: box.width, height: box.height)
      #expect(fitted.width >= 1 && fitted.width <= box.width, "\(image) in \(box)")
      #expect(fitted.height >= 1 && fitted.height <= box.height, "\(image) in \(box)")
      #expect(fitted.width == box.width || fitted.height == box.height, "\(image) in \(box)")
    }
  }
}
