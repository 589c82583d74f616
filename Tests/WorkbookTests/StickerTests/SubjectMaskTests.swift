import Testing
import WorkbookTesting

@testable import Workbook

/// The subject is found where it was drawn: on a gradient, through grain, with no tuning for
/// the drawing.
@Suite("Stickers: the subject mask covers what was drawn")
struct SubjectMaskTests {
  /// The tolerance: pixels on which the mask and the drawing disagree, as a share of the
  /// drawn subject. The disagreement is the grain on the drawn edge; 3% is about one pixel
  /// of the rim of a disc 115 pixels across.
  static let tolerance = 0.03

  /// A steep gradient, light at the top and dark at the bottom, under a subject of middle
  /// tones: the bottom of the background is further from the top's colour than the subject
  /// is, so only a background model that follows the gradient finds the subject.
  static let dusk = DrawnPhoto(
    top: RGBA(235, 235, 225), bottom: RGBA(40, 45, 60),
    shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: RGBA(200, 120, 60))])

  @Test(
    "On a gradient with grain, the mask matches the drawn subject within 3%",
    arguments: [(256, 192), (200, 200), (320, 180)])
  func maskMatchesDrawing(width: Int, height: Int) throws {
    for drawing in [DrawnPhoto.flower, Self.dusk] {
      var mask = SubjectMask()
      try mask.compute(drawing.image(width: width, height: height))
      let truth = drawing.subject(width: width, height: height)
      var wrong = 0
      for y in 0..<height {
        for x in 0..<width where mask.contains(x: x, y: y) != truth[y * width + x] {
          wrong += 1
        }
      }
      let drawn = truth.filter { $0 }.count
      #expect(Double(wrong) <= Self.tolerance * Double(drawn), "\(wrong) of \(drawn) pixels")
    }
  }

  @Test("A plain picture has no subject")
  func plainPictureHasNone() {
    var mask = SubjectMask()
    #expect(throws: StickerError.noSubject("256×192")) {
      try mask.compute(DrawnPhoto.plain.image(width: 256, height: 192))
    }
  }

  @Test("The largest region wins; a small hole is filled; a donut keeps its hole")
  func regionsAndHoles() throws {
    let drawing = DrawnPhoto(
      top: RGBA(230, 230, 220), bottom: RGBA(200, 200, 190),
      shapes: [
        .disc(x: 0.3, y: 0.5, radius: 0.3, hole: 0.12, color: RGBA(40, 80, 200)),  // a donut
        .disc(x: 0.8, y: 0.3, radius: 0.08, color: RGBA(40, 80, 200)),  // smaller: dropped
        .disc(x: 0.3, y: 0.25, radius: 0.015, color: RGBA(230, 225, 215)),  // a speck of a hole
      ])
    var mask = SubjectMask()
    try mask.compute(drawing.image(width: 256, height: 192))
    #expect(mask.contains(x: 77, y: 96 - 48))  // the speck, inside the donut's ring: filled
    #expect(!mask.contains(x: 77, y: 96))  // the donut's hole stays
    #expect(!mask.contains(x: 205, y: 58))  // the smaller disc is not the subject
    #expect(mask.contains(x: 77, y: 96 + 40))  // the ring is
  }

  @Test("The chamfer distance is 3 a step across and 4 a step diagonally")
  func chamferDistance() {
    var inside = [UInt8](repeating: 0, count: 25)
    inside[12] = 1  // the centre of 5×5
    let distance = StickerOutline.chamferDistance(inside, width: 5, height: 5)
    #expect(distance[12] == 0)
    #expect(distance[13] == 3)
    #expect(distance[18] == 4)
    #expect(distance[14] == 6)
    #expect(distance[24] == 8)
  }

  /// A night sky: dark, with small bright stars, a few of them on the borders. Seeded, so
  /// every run draws the same sky.
  static func starField(width: Int, height: Int) throws -> Image {
    var image = try Image(width: width, height: height, filling: RGBA(5, 5, 12))
    var random = SeededRandom(seed: 3)
    var stars = (0..<60).map { _ in
      (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
    }
    stars += [(0, height / 3), (width - 1, height / 2), (width / 4, 0), (width / 2, height - 1)]
    for (x, y) in stars {
      for dy in -3...3 {
        for dx in -3...3 where (0..<width).contains(x + dx) && (0..<height).contains(y + dy) {
          image[x + dx, y + dy] = RGBA(240, 240, 250)
        }
      }
    }
    return image
  }

  @Test("A star field has no subject: stars on the border do not make a strip of the sky")
  func starFieldHasNoSubject() throws {
    let sky = try Self.starField(width: 320, height: 240)
    #expect(throws: StickerError.noSubject("320×240")) {
      try StickerExtractor().extractSticker(from: sky)
    }
  }
}
