import DecoderChecks
import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// The bytes of `header` followed by `samples`: a PPM file written out by hand.
func ppm(_ header: String, _ samples: [UInt8] = []) -> Data {
  Data(header.utf8) + Data(samples)
}

/// The error `Image(ppm:)` throws for `data`, or `nil` if it decodes.
func decodingError(_ data: Data) -> ImageError? {
  do {
    _ = try Image(ppm: data)
    return nil
  } catch {
    return error
  }
}

extension Image {
  /// An opaque image of random colours.
  static func random(width: Int, height: Int, using generator: inout SplitMix64) throws -> Image {
    var pixels = [UInt8]()
    for _ in 0..<(width * height) {
      pixels += [.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator)]
      pixels += [.random(in: 0...255, using: &generator), 255]
    }
    return try Image(width: width, height: height, pixels: pixels)
  }

  /// The red, green and blue of every pixel, without alpha: what a PPM file holds.
  var rgb: [UInt8] {
    pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
  }
}

extension ImageError {
  /// Whether this is `malformedHeader`, whatever its message.
  var isMalformedHeader: Bool {
    if case .malformedHeader = self { true } else { false }
  }

  /// Whether this is `malformedPixelData`, whatever its message.
  var isMalformedPixelData: Bool {
    if case .malformedPixelData = self { true } else { false }
  }

  /// Whether this is `unsupportedFormat`, whatever its message.
  var isUnsupportedFormat: Bool {
    if case .unsupportedFormat = self { true } else { false }
  }
}

/// Checks a fuzz run of `DecoderChecks.Fuzzer`: no input failed, and both outcomes happened,
/// so the damage was neither all harmless nor all caught at once, and both the decoding and
/// the refusing paths were reached.
func expectEveryInputPasses(
  _ totals: Fuzzer.Totals, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(totals.failures.isEmpty, "\(totals.failures)", sourceLocation: sourceLocation)
  #expect(totals.decoded > 0 && totals.refused > 0, "\(totals)", sourceLocation: sourceLocation)
}
