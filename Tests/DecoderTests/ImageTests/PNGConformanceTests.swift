import Foundation
import Testing

@testable import Workbook

/// Decodes files nobody here wrote: the PngSuite images pypng ships, and PNGs written by pypng
/// and netpbm at every colour type, bit depth and interlace, each compared pixel by pixel with
/// what an independent decoder (pypng's reader, cross-checked by netpbm's) gave for it.
@Suite("PNG conformance")
struct PNGConformanceTests {
  @Test("The fixtures are all there: 28 PngSuite images and the encoders' files")
  func fixturesArePresent() {
    #expect(PNGFixtures.cases.filter { $0.png.hasPrefix("suite/") }.count == 28)
    #expect(PNGFixtures.cases.filter { $0.png.hasPrefix("encoders/") }.count == 58)
  }

  @Test("Each fixture decodes to exactly the reference pixels", arguments: PNGFixtures.cases)
  func decodesExactly(_ fixture: PNGFixtures.Case) throws {
    let image = try Image(decoding: PNGFixtures.data(fixture.png))
    let expected = try PNGFixtures.reference(fixture.reference)
    let difference = image.firstDifference(from: expected)
    #expect(difference == nil, "\(fixture.png): \(difference ?? "")")
  }
}
