import Foundation
import Testing

@testable import Workbook

/// Valid JPEG files that use parts of the standard the kit does not decode get an error that
/// names the part, so a user knows what to change.
@Suite("JPEG features the kit does not decode are named")
struct JPEGUnsupportedFeatureTests {
  @Test("Arithmetic coding is named (a real file from cjpeg -arithmetic)")
  func arithmetic() throws {
    let error = jpegError(try JPEGFixtures.jpeg("arithmetic"))
    #expect(
      error?.description
        == "this JPEG uses arithmetic coding, which this workbook does not decode: save it with "
        + "Huffman coding")
  }

  @Test(
    "Lossless and hierarchical frames are named",
    arguments: [
      (0xC3, "lossless"), (0xC7, "lossless"), (0xCB, "lossless"), (0xCF, "lossless"),
      (0xC5, "hierarchical"), (0xC6, "hierarchical"),
      (0xC9, "arithmetic coding"), (0xCA, "arithmetic coding"), (0xCD, "arithmetic coding"),
    ] as [(UInt8, String)])
  func frameKinds(marker: UInt8, feature: String) {
    let error = jpegError(jpegHeader(marker: marker, width: 8, height: 8))
    guard case .unsupportedFeature(.jpeg, let what) = error else {
      Issue.record("SOF 0x\(String(marker, radix: 16)): \(String(describing: error))")
      return
    }
    #expect(what.contains(feature), "\(what)")
  }

  @Test("12-bit samples are named")
  func twelveBit() {
    #expect(
      jpegError(jpegHeader(precision: 12, width: 8, height: 8))
        == .unsupportedFeature(
          .jpeg, "has 12-bit samples, which this workbook does not decode: save it as 8-bit"))
  }

  @Test("Four-component (CMYK) images are named")
  func cmyk() {
    #expect(
      jpegError(jpegHeader(width: 8, height: 8, components: 4))
        == .unsupportedFeature(
          .jpeg,
          "has four colour components (CMYK or YCCK), which this workbook does not decode"))
  }

  @Test("A height left to a DNL marker is named")
  func heightInDNL() {
    #expect(
      jpegError(jpegHeader(width: 8, height: 0))
        == .unsupportedFeature(
          .jpeg, "gives its height in a DNL marker, which this workbook does not decode"))
  }
}
