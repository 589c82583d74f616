import Foundation
import Testing

@testable import Workbook

/// Bad PNG input gets a clear error, never a trap, and never a large allocation first.
@Suite("Decoding malformed PNG files")
struct PNGMalformedInputTests {
  /// A small valid file with IHDR, PLTE, tRNS, IDAT and IEND.
  let valid: Data

  init() throws {
    valid = try PNGFixtures.data("encoders/pypng-n-palette2.png")
  }

  @Test("Errors read as one sentence that names the format")
  func messages() {
    #expect(
      ImageError.truncated(.png, "the IDAT data ends early").description
        == "truncated PNG: the IDAT data ends early")
    #expect(
      ImageError.corrupt(.png, "the IHDR chunk's CRC does not match").description
        == "corrupt PNG: the IHDR chunk's CRC does not match")
  }

  @Test("A file cut anywhere, at a chunk boundary or inside a chunk, is truncated")
  func truncatedEverywhere() throws {
    #expect(try Image(decoding: valid).width == 37)
    // Shorter than the signature, the file is not recognised as a PNG at all.
    for length in 8..<valid.count {
      let error = pngError(valid.prefix(length))
      guard case .truncated(.png, _) = error else {
        Issue.record("cut at \(length) of \(valid.count): \(String(describing: error))")
        continue
      }
    }
  }

  @Test("A file cut between chunks says which chunk it misses")
  func truncatedAtBoundaries() {
    var boundaries = [8]
    for chunk in PNGFile.chunks(of: valid) {
      boundaries.append((boundaries.last ?? 0) + 12 + chunk.data.count)
    }
    #expect(boundaries.last == valid.count)
    for boundary in boundaries.dropLast() {
      #expect(
        pngError(valid.prefix(boundary)) == .truncated(.png, "the file ends before the IEND chunk"))
    }
    #expect(throws: ImageError.truncated(.png, "the file ends inside its signature")) {
      try PNGDecoder.decode(valid.prefix(5))
    }
    #expect(
      pngError(valid.prefix(37))
        == .truncated(.png, "the file ends inside a chunk's length and type"))
    #expect(pngError(valid.prefix(45)) == .truncated(.png, "the PLTE chunk ends early"))
  }

  @Test("A zlib stream cut short, inside whole chunks, is truncated IDAT data")
  func truncatedStream() throws {
    var chunks = PNGFile.chunks(of: valid)
    let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
    chunks[index].data.removeLast(chunks[index].data.count / 2)
    #expect(pngError(PNGFile.make(chunks)) == .truncated(.png, "the IDAT data ends early"))
  }

  @Test("A wrong CRC in any chunk is named")
  func wrongCRC() {
    var offset = 8
    for chunk in PNGFile.chunks(of: valid) {
      var bytes = [UInt8](valid)
      let crcStart = offset + 8 + chunk.data.count
      bytes[crcStart + 3] ^= 0x01
      #expect(
        pngError(Data(bytes)) == .corrupt(.png, "the \(chunk.type) chunk's CRC does not match"))
      if !chunk.data.isEmpty {
        bytes[crcStart + 3] ^= 0x01
        bytes[offset + 8] ^= 0x40
        #expect(
          pngError(Data(bytes)) == .corrupt(.png, "the \(chunk.type) chunk's CRC does not match"))
      }
      offset = crcStart + 4
    }
  }

  @Test("A wrong Adler-32 at the end of the zlib stream is refused")
  func wrongAdler() throws {
    var chunks = PNGFile.chunks(of: valid)
    let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
    chunks[index].data[chunks[index].data.count - 1] ^= 0x01
    #expect(
      pngError(PNGFile.make(chunks))
        == .corrupt(.png, "the IDAT data's Adler-32 checksum does not match"))
  }

  @Test(
    "Bad zlib headers and deflate blocks are refused, each with its own reason",
    arguments: [
      ([0x78, 0x02, 0x03, 0x00], "the zlib header's check bits are wrong"),
      (
        [0x78, 0x20, 0x03, 0x00], "the zlib stream asks for a preset dictionary, which PNG forbids"
      ),
      ([0x79, 0x9C, 0x03, 0x00], "the IDAT data is not a deflate stream (zlib header 121)"),
      ([0x78, 0x01, 0x07, 0x00], "the IDAT data uses deflate block type 3, which does not exist"),
      (
        [0x78, 0x01, 0x01, 0x02, 0x00, 0x00, 0x00, 0, 0],
        "a stored deflate block's length does not match its complement"
      ),
    ] as [([UInt8], String)])
  func badStreams(stream: [UInt8], reason: String) {
    let file = PNGFile.make([
      ("IHDR", PNGFile.header(width: 1, height: 1)), ("IDAT", stream), ("IEND", []),
    ])
    #expect(pngError(file) == .corrupt(.png, reason))
  }

  @Test("IDAT data split over several chunks decodes the same")
  func splitData() throws {
    var chunks = PNGFile.chunks(of: valid)
    let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
    let data = chunks[index].data
    chunks.replaceSubrange(
      index...index,
      with: [("IDAT", Array(data[..<3])), ("IDAT", []), ("IDAT", Array(data[3...]))])
    #expect(try Image(decoding: PNGFile.make(chunks)) == Image(decoding: valid))
  }

  @Test(
    "Absurd dimensions are refused, before any pixel work",
    arguments: [
      (0, 1), (1, 0), (Image.maximumSide + 1, 1), (1, Image.maximumSide + 1),
      (0x7FFF_FFFF, 0x7FFF_FFFF),
    ])
  func absurdDimensions(width: Int, height: Int) {
    let trace = Trace()
    let file = PNGFile.make([
      ("IHDR", PNGFile.header(width: width, height: height)),
      ("IDAT", PNGEncoder.zlibStored([0, 0])), ("IEND", []),
    ])
    Trace.$current.withValue(trace) {
      #expect(pngError(file) == .invalidDimensions(width: width, height: height))
    }
    #expect(trace.events.isEmpty)
  }

  @Test("A tiny file that claims the largest size is refused before anything is allocated")
  func hugeClaim() {
    let trace = Trace()
    let side = Image.maximumSide
    let file = PNGFile.make([
      ("IHDR", PNGFile.header(width: side, height: side, depth: 16, colorType: 6)),
      ("IDAT", PNGEncoder.zlibStored([0, 0])), ("IEND", []),
    ])
    Trace.$current.withValue(trace) {
      #expect(
        pngError(file)
          == .truncated(.png, "13 bytes of IDAT data cannot hold a 16384×16384 image"))
    }
    #expect(trace.events.isEmpty)
  }

  @Test("A zip bomb, 4 MB of zeros behind a 1×1 header, is refused")
  func zipBomb() throws {
    let bomb = try PNGFixtures.data("bad/zip-bomb.png")
    #expect(bomb.count < 5_000)
    #expect(
      pngError(bomb)
        == .corrupt(.png, "the IDAT data inflates to more than the 2 bytes the image needs"))
  }

  @Test("Pixel data one byte short or one byte long is refused")
  func wrongAmountOfData() throws {
    #expect(
      pngError(PNGFile.grey(width: 2, height: 2, rows: [0, 1, 2, 0, 3]))
        == .corrupt(.png, "the IDAT data inflates to 5 bytes, fewer than the 6 the image needs"))
    #expect(
      pngError(PNGFile.grey(width: 2, height: 2, rows: [0, 1, 2, 0, 3, 4, 9]))
        == .corrupt(.png, "the IDAT data inflates to more than the 6 bytes the image needs"))
    let image = try Image(decoding: PNGFile.grey(width: 2, height: 2, rows: [0, 1, 2, 0, 3, 4]))
    #expect(image[1, 1] == RGBA(4, 4, 4))
  }

  @Test("A filter type beyond 4 is refused")
  func badFilter() {
    #expect(
      pngError(PNGFile.grey(width: 2, height: 2, rows: [0, 1, 2, 5, 3, 4]))
        == .corrupt(.png, "row 1 uses filter type 5, which does not exist"))
  }

  @Test("An unknown critical chunk is refused; an unknown ancillary chunk is skipped")
  func unknownChunks() throws {
    var chunks = PNGFile.chunks(of: valid)
    chunks.insert(("zzAp", [1, 2, 3]), at: 1)
    #expect(try Image(decoding: PNGFile.make(chunks)) == Image(decoding: valid))
    chunks.insert(("ABCD", []), at: 1)
    #expect(
      pngError(PNGFile.make(chunks))
        == .unsupportedFeature(
          .png, "uses the critical chunk ABCD, which this decoder does not know"))
    #expect(
      pngError(PNGFile.make(chunks))?.description
        == "this PNG uses the critical chunk ABCD, which this decoder does not know")
  }

  @Test("Chunks out of order or missing are refused")
  func chunkOrder() {
    let chunks = PNGFile.chunks(of: valid)
    let named = { (type: String) in chunks.filter { $0.type == type } }
    #expect(
      pngError(PNGFile.make(named("PLTE") + named("IHDR") + named("IDAT") + named("IEND")))
        == .corrupt(.png, "the first chunk is PLTE, not IHDR"))
    #expect(
      pngError(PNGFile.make(named("IHDR") + named("PLTE") + named("IEND")))
        == .corrupt(.png, "the file has no IDAT chunk"))
    #expect(
      pngError(PNGFile.make(named("IHDR") + named("IDAT") + named("IEND")))
        == .corrupt(.png, "the image has colour type 3 but no PLTE chunk"))
    #expect(
      pngError(PNGFile.make(named("IHDR") + named("IDAT") + named("PLTE") + named("IEND")))
        == .corrupt(.png, "the PLTE chunk comes after the IDAT data"))
  }

  @Test("Colour types and bit depths the format does not define are refused")
  func badHeader() {
    let cases: [(depth: UInt8, colorType: UInt8, message: String)] = [
      (8, 1, "IHDR's colour type 1 does not exist"),
      (4, 2, "IHDR's bit depth 4 is not allowed for colour type 2"),
      (16, 3, "IHDR's bit depth 16 is not allowed for colour type 3"),
      (3, 0, "IHDR's bit depth 3 is not allowed for colour type 0"),
    ]
    for (depth, colorType, message) in cases {
      let file = PNGFile.make([
        ("IHDR", PNGFile.header(width: 1, height: 1, depth: depth, colorType: colorType)),
        ("IDAT", PNGEncoder.zlibStored([0, 0])), ("IEND", []),
      ])
      #expect(pngError(file) == .corrupt(.png, message))
    }
  }

  @Test("Decoding records its pixel work as one decode W×H span")
  func recordsSpan() throws {
    let trace = Trace()
    let image = try Trace.$current.withValue(trace) { try Image(decoding: valid) }
    #expect(image.description == "37×23")
    #expect(trace.events.map(\.label) == ["decode 37×23", "decode 37×23"])
    #expect(trace.events.map(\.kind) == [.begin, .end])
  }
}
