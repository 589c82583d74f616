import Foundation
import WorkbookTesting

@testable import Workbook

/// Builds PNG files chunk by chunk, valid or deliberately broken, for the decoder's tests.
enum PNGFile {
  /// A file of these chunks, each with its correct length and CRC.
  static func make(_ chunks: [(type: String, data: [UInt8])]) -> Data {
    var bytes = PNGEncoder.signature
    for chunk in chunks { PNGEncoder.appendChunk(chunk.type, chunk.data, to: &bytes) }
    return Data(bytes)
  }

  /// The chunks of a valid file, to change and put back together with `make`.
  static func chunks(of data: Data) -> [(type: String, data: [UInt8])] {
    (PNGInspector(data)?.chunks ?? []).map { ($0.type, $0.data) }
  }

  /// The 13 bytes of an IHDR chunk.
  static func header(
    width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace]
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// A whole grey 8-bit image with these filtered rows (each starting with its filter byte),
  /// stored uncompressed.
  static func grey(width: Int, height: Int, rows: [UInt8]) -> Data {
    make([
      ("IHDR", header(width: width, height: height)), ("IDAT", PNGEncoder.zlibStored(rows)),
      ("IEND", []),
    ])
  }
}

/// The error `Image(decoding:)` throws for `data`, or `nil` if it decodes.
func pngError(_ data: Data) -> ImageError? {
  do {
    _ = try Image(decoding: data)
    return nil
  } catch {
    return error
  }
}
