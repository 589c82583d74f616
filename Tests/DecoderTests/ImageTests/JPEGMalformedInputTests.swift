import Foundation
import Testing

@testable import Workbook

/// Damaged JPEG files get a clear error that says what is wrong, never a trap.
@Suite("Decoding damaged JPEG files")
struct JPEGMalformedInputTests {
  @Test(
    "A file cut at any marker boundary is reported as truncated",
    arguments: ["baseline-420-q75", "progressive-444-q95", "restart-420"])
  func cutAtMarkers(name: String) throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg(name))
    let layout = JPEGLayout(bytes)
    // Every marker before the data, the start of the data, and just before EOI; and for the
    // progressive file the markers between its scans.
    var cuts = layout.markers.map(\.offset).filter { $0 >= 3 } + [layout.scanData]
    cuts += bytes.indices.dropLast().filter {
      bytes[$0] == 0xFF && [0xC4, 0xDA, 0xD9].contains(bytes[$0 + 1])
    }
    #expect(cuts.count > 6)
    for cut in Set(cuts) {
      let error = jpegError(Data(bytes.prefix(cut)))
      guard case .truncated(.jpeg, _) = error else {
        Issue.record("cut at \(cut) of \(bytes.count): \(String(describing: error))")
        continue
      }
    }
  }

  @Test("A file cut anywhere inside its image data is reported as truncated")
  func cutInsideData() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("baseline-444-q95"))
    let start = JPEGLayout(bytes).scanData
    for cut in stride(from: start + 1, to: bytes.count - 1, by: 37) {
      let error = jpegError(Data(bytes.prefix(cut)))
      #expect(
        error?.description.hasPrefix("truncated JPEG: ") == true,
        "cut at \(cut): \(String(describing: error))")
    }
  }

  @Test("The end of the image data names what is missing")
  func truncationMessages() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("baseline-444-q95"))
    let start = JPEGLayout(bytes).scanData
    #expect(
      jpegError(Data(bytes.prefix(start + 100)))
        == .truncated(.jpeg, "the image data ends before the last block"))
    #expect(
      jpegError(Data(bytes.dropLast(2)))
        == .truncated(.jpeg, "the file ends before its end-of-image marker (EOI)"))
    #expect(
      jpegError(Data(bytes.prefix(12)))
        == .truncated(.jpeg, "the file ends inside the APP0 segment"))
  }

  @Test("A segment length that is impossible or runs past the file is refused")
  func badLengths() throws {
    var bytes = [UInt8](try JPEGFixtures.jpeg("baseline-422-q50"))
    let dqt = try #require(JPEGLayout(bytes).offset(of: 0xDB))
    var short = bytes
    short[dqt + 2] = 0
    short[dqt + 3] = 1
    #expect(jpegError(Data(short)) == .corrupt(.jpeg, "the DQT segment has an impossible length 1"))
    bytes[dqt + 2] = 0xFF
    #expect(
      jpegError(Data(bytes)) == .truncated(.jpeg, "the file ends inside the DQT segment"))

    var sof = [UInt8](try JPEGFixtures.jpeg("baseline-422-q50"))
    let frame = try #require(JPEGLayout(sof).offset(of: 0xC0))
    sof[frame + 3] = 8  // Six bytes of body: too short for any component.
    #expect(jpegError(Data(sof)) == .corrupt(.jpeg, "the SOF segment is too short"))
  }

  @Test("A Huffman code that matches no symbol is refused")
  func unknownHuffmanCode() throws {
    var bytes = [UInt8](try JPEGFixtures.jpeg("baseline-420-q75"))
    let start = JPEGLayout(bytes).scanData
    // Stuffed 0xFF bytes: sixteen 1 bits, which no canonical Huffman table uses as a code.
    for index in 0..<4 {
      bytes[start + 2 * index] = 0xFF
      bytes[start + 2 * index + 1] = 0x00
    }
    #expect(
      jpegError(Data(bytes))
        == .corrupt(.jpeg, "a Huffman code in the image data matches no symbol"))
  }

  @Test("A restart marker out of sequence is refused")
  func wrongRestartMarker() throws {
    var bytes = [UInt8](try JPEGFixtures.jpeg("restart-420"))
    let rst1 = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xD1 })
    bytes[rst1 + 1] = 0xD5
    #expect(
      jpegError(Data(bytes))
        == .corrupt(.jpeg, "expected restart marker RST1, found RST5"))
  }

  @Test("Absurd dimensions are refused before any pixel memory is allocated")
  func absurdDimensions() throws {
    let trace = Trace()
    Trace.$current.withValue(trace) {
      // The largest size the kit allows, in a 30-byte file: refused by the data it lacks.
      #expect(
        jpegError(jpegHeader(width: 16_384, height: 16_384))
          == .truncated(
            .jpeg, "a 16384×16384 image needs at least 524288 bytes of image data, the file has 2"))
      #expect(
        jpegError(jpegHeader(width: 20_000, height: 10))
          == .invalidDimensions(width: 20_000, height: 10))
      #expect(
        jpegError(jpegHeader(width: 0, height: 10)) == .invalidDimensions(width: 0, height: 10))
    }
    // Nothing was decoded, so no decode span was opened.
    #expect(trace.events.isEmpty)
  }

  @Test("Headers out of order and stray markers are refused with their names")
  func structuralErrors() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("grey"))
    let layout = JPEGLayout(bytes)
    let frame = try #require(layout.offset(of: 0xC0))
    // Remove the frame header: the scan now comes first.
    let length = Int(bytes[frame + 2]) << 8 | Int(bytes[frame + 3])
    let withoutFrame = Array(bytes[..<frame] + bytes[(frame + 2 + length)...])
    #expect(
      jpegError(Data(withoutFrame))
        == .corrupt(.jpeg, "a scan (SOS) comes before the frame header (SOF)"))
    #expect(
      jpegError(Data([0xFF, 0xD8, 0xFF, 0xD9]))
        == .corrupt(.jpeg, "the file ends (EOI) before any frame header (SOF)"))
    #expect(
      jpegError(Data([0xFF, 0xD8, 0xFF, 0x42, 0, 2]))
        == .corrupt(.jpeg, "it has an unknown marker 0xFF42"))
  }
}
