import Foundation
import Testing

@testable import Workbook

/// Decodes each fixture and compares it with libjpeg-turbo's pixels for the same file.
@Suite("JPEG files decode as libjpeg-turbo decodes them")
struct JPEGReferenceTests {
  @Test(
    "Baseline files match djpeg -nosmooth",
    arguments: [
      "baseline-444-q95", "baseline-422-q50", "baseline-420-q75", "baseline-440", "grey",
      "restart-420", "optimized-420",
    ])
  func baseline(name: String) throws {
    let image = try Image(decoding: JPEGFixtures.jpeg(name))
    let reference = try JPEGFixtures.reference(name)
    #expect(image.width == reference.width && image.height == reference.height)
    let difference = PixelDifference(image, reference)
    #expect(difference.maximum == 0, "\(difference)")
  }

  @Test(
    "Progressive files match djpeg -nosmooth",
    arguments: ["progressive-420", "progressive-444-q95", "progressive-grey"])
  func progressive(name: String) throws {
    let image = try Image(decoding: JPEGFixtures.jpeg(name))
    let reference = try JPEGFixtures.reference(name)
    #expect(image.width == reference.width && image.height == reference.height)
    let difference = PixelDifference(image, reference)
    #expect(difference.maximum == 0, "\(difference)")
  }
}
