import Foundation
import Testing

@testable import Workbook

/// The JPEG fixtures: files made by `Scripts/make-jpeg-fixtures.py` with cjpeg, each beside
/// its reference pixels from `djpeg -nosmooth`.
enum JPEGFixtures {
  /// The folder that holds them, copied into the test bundle.
  static let folder = Bundle.module.resourceURL!.appending(path: "Fixtures/JPEG")

  /// The bytes of `name.jpg`.
  static func jpeg(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appending(path: name + ".jpg"))
  }

  /// The reference pixels of `name`, as RGBA: `name.ppm`, or `name.pgm` for greyscale.
  static func reference(_ name: String) throws -> Image {
    let colour = folder.appending(path: name + ".ppm")
    if FileManager.default.fileExists(atPath: colour.path) {
      return try Image(ppm: Data(contentsOf: colour))
    }
    // djpeg writes greyscale as binary PGM (P5), which the kit does not read: unpack it here.
    let bytes = [UInt8](try Data(contentsOf: folder.appending(path: name + ".pgm")))
    var fields: [Int] = []
    var index = 2
    while fields.count < 3 {
      while bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      var value = 0
      while bytes[index] >= 0x30 && bytes[index] <= 0x39 {
        value = value * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      fields.append(value)
    }
    let samples = bytes[(index + 1)...]
    return try Image(
      width: fields[0], height: fields[1],
      pixels: samples.flatMap { [$0, $0, $0, 255] })
  }
}

/// The error `Image(decoding:)` throws for `data`, or `nil` if it decodes.
func jpegError(_ data: Data) -> ImageError? {
  do {
    _ = try Image(decoding: data)
    return nil
  } catch {
    return error
  }
}

/// The segments of a JPEG file before its first scan's data, as the decoder walks them.
struct JPEGLayout {
  /// Where each marker starts (its 0xFF byte) and its code, up to and including the first
  /// SOS; then the end of that SOS segment, where the entropy-coded data starts.
  var markers: [(offset: Int, code: UInt8)] = []
  var scanData = 0

  init(_ bytes: [UInt8]) {
    markers.append((0, 0xD8))
    var index = 2
    while index + 3 < bytes.count, bytes[index] == 0xFF {
      let code = bytes[index + 1]
      markers.append((index, code))
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      index += 2 + length
      if code == 0xDA {
        scanData = index
        return
      }
    }
  }

  /// The offset of the first marker with `code`.
  func offset(of code: UInt8) -> Int? {
    markers.first { $0.code == code }?.offset
  }
}

/// A minimal JPEG file whose frame header says what the test needs: SOI, then a frame header
/// of kind `marker` (0xC0 for baseline) with `precision`, size and `components`, then EOI.
func jpegHeader(
  marker: UInt8 = 0xC0, precision: UInt8 = 8, width: Int, height: Int, components: Int = 3
) -> Data {
  var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, marker]
  let length = 8 + 3 * components
  bytes += [UInt8(length >> 8), UInt8(length & 0xFF), precision]
  bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
  bytes.append(UInt8(components))
  for id in 1...components { bytes += [UInt8(id), 0x11, 0] }
  return Data(bytes + [0xFF, 0xD9])
}
