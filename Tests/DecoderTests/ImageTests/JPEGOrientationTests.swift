import DecoderChecks
import Foundation
import Testing

@testable import Workbook

/// Phone photos are turned upright by their EXIF orientation; a broken EXIF block is ignored.
@Suite("JPEG files are turned upright by their EXIF orientation")
struct JPEGOrientationTests {
  @Test(
    "Oriented files match djpeg's pixels turned as the tag says (both byte orders)",
    arguments: ["exif-6-mm", "exif-8-ii", "exif-3-ii", "exif-5-mm", "exif-7-mm"])
  func orientedFiles(name: String) throws {
    let image = try Image(decoding: JPEGFixtures.jpeg(name))
    let reference = try JPEGFixtures.reference(name)
    // The upright picture is a 45×67 portrait, whatever way it is stored.
    #expect(image.width == 45 && image.height == 67)
    #expect(image.width == reference.width && image.height == reference.height)
    let difference = PixelDifference(image, reference)
    #expect(difference.maximum == 0, "\(difference)")
  }

  @Test("A malformed EXIF block is ignored: the picture is shown as stored")
  func malformedExif() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("exif-6-mm"))
    let app1 = try #require(JPEGLayout(bytes).offset(of: 0xE1))
    let tiff = app1 + 10  // Marker, length, "Exif\0\0".
    // The same file with orientation 1: what "shown as stored" looks like.
    var upright = bytes
    upright[tiff + 8 + 2 + 9] = 1
    let stored = try Image(decoding: Data(upright))
    #expect(stored.width == 67 && stored.height == 45)

    let damages: [(String, (inout [UInt8]) -> Void)] = [
      ("bad byte order", { $0[tiff] = 0x58 }),
      ("bad TIFF magic", { $0[tiff + 3] = 43 }),
      ("IFD offset past the end", { $0[tiff + 4] = 0x7F }),
      ("entry count past the end", { $0[tiff + 8] = 0x7F }),
      ("orientation of type LONG", { $0[tiff + 8 + 2 + 3] = 4 }),
      ("orientation 9", { $0[tiff + 8 + 2 + 9] = 9 }),
      ("orientation 0", { $0[tiff + 8 + 2 + 9] = 0 }),
    ]
    for (what, damage) in damages {
      var damaged = bytes
      damage(&damaged)
      let image = try Image(decoding: Data(damaged))
      #expect(image == stored, "\(what)")
    }
  }

  @Test("Reading the orientation never fails, whatever the segment holds")
  func exifPrefixes() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("exif-8-ii"))
    let app1 = try #require(JPEGLayout(bytes).offset(of: 0xE1))
    let length = Int(bytes[app1 + 2]) << 8 | Int(bytes[app1 + 3])
    let body = bytes[(app1 + 4)..<(app1 + 2 + length)]
    #expect(JPEGOrientation(exif: body) == .turnedRight)
    // Every shorter piece of the segment: one that ends inside the directory is damaged, so
    // there is no orientation. "Exif\0\0", the TIFF header (8 bytes), the entry count (2) and
    // the one entry (12) make 28 bytes; the 4 after them are the next directory's offset.
    for count in 0..<body.count {
      #expect(JPEGOrientation(exif: body.prefix(count)) == (count < 28 ? nil : .turnedRight))
    }
    #expect(JPEGOrientation(exif: ArraySlice(Array("JFIF\0\0II*\0".utf8))) == nil)
  }

  @Test("Mirrored and flipped orientations turn the pixels as EXIF defines them")
  func mirrors() {
    // A 2×2 picture: pixels 1, 2 on top, 3, 4 below (one byte each, then three zeros).
    let pixels: [UInt8] = [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0]
    func firsts(_ orientation: JPEGOrientation) -> [UInt8] {
      orientation.apply(to: pixels, width: 2, height: 2).enumerated()
        .filter { $0.offset % 4 == 0 }.map(\.element)
    }
    #expect(firsts(.upright) == [1, 2, 3, 4])
    #expect(firsts(.mirrored) == [2, 1, 4, 3])
    #expect(firsts(.upsideDown) == [4, 3, 2, 1])
    #expect(firsts(.flipped) == [3, 4, 1, 2])
    #expect(firsts(.transposed) == [1, 3, 2, 4])
    #expect(firsts(.turnedLeft) == [3, 1, 4, 2])
    #expect(firsts(.transverse) == [4, 2, 3, 1])
    #expect(firsts(.turnedRight) == [2, 4, 1, 3])
  }
}
