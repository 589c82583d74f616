import DecoderChecks
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
      "restart-420", "optimized-420", "extended-q5", "rgb", "separate-scans-420",
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

  @Test("The extended fixture really has a SOF1 frame, 16-bit tables, a comment and odd APPn")
  func extendedFixtureLayout() throws {
    // Made at quality 5: at quality 50 cjpeg writes baseline with 8-bit tables.
    let bytes = [UInt8](try JPEGFixtures.jpeg("extended-q5"))
    let layout = JPEGLayout(bytes)
    let codes = layout.markers.map(\.code)
    #expect(codes.contains(0xC1) && !codes.contains(0xC0))
    #expect([0xE2, 0xEF, 0xFE].allSatisfy(codes.contains))
    let table = try #require(layout.offset(of: 0xDB))
    #expect(bytes[table + 4] >> 4 == 1, "precision nibble of the first DQT table")
  }

  @Test("The photo sample is a 12-megapixel baseline 4:2:0 JPEG under 4 MB")
  func photoSample() throws {
    let url = try #require(SampleImages.url(named: "photo.jpg"))
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect(bytes.count < 4_000_000)
    // Only the headers: decoding 12 megapixels belongs in the benchmark, not the tests.
    let frame = try bytes.withUnsafeBufferPointer { buffer in
      try JPEGDecoding(bytes: buffer).readHeader()
    }
    #expect(frame.width == 4000 && frame.height == 3000 && !frame.progressive)
    #expect(frame.components.map(\.horizontal) == [2, 1, 1])
    #expect(frame.components.map(\.vertical) == [2, 1, 1])
  }
}
