/// The chunks of a PNG file that decoding needs, read and checked.
///
/// Every chunk's length, type and CRC are checked; IHDR must come first and IEND last.
/// PLTE, tRNS and IDAT are kept (the IDATs concatenated); ancillary chunks such as gAMA or
/// tEXt are skipped; an unknown critical chunk is refused, because the specification says a
/// decoder that does not understand one cannot show the image correctly.
struct PNGChunks {
  let header: PNGHeader
  /// 256 RGBA entries: the PLTE colours with the tRNS alphas, then opaque black, so any
  /// index a file holds can be looked up without a bounds check failing.
  var palette: [UInt8]
  /// How many colours PLTE holds (0 without one).
  var paletteCount = 0
  /// The tRNS key colour of a grey or RGB image, as stored samples (one or three).
  var transparentKey: [Int]?
  /// The concatenated data of every IDAT chunk: one zlib stream.
  var imageData: [UInt8] = []

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the chunks of a whole file.
  /// - Throws: `.truncated` when the file ends inside a chunk or before IEND, `.corrupt` for a
  ///   bad signature, length, type, CRC or order, `.unsupportedFeature` for an unknown critical
  ///   chunk, `.invalidDimensions` as soon as IHDR gives an impossible size.
  init(parsing bytes: [UInt8]) throws(ImageError) {
    guard bytes.count >= 8 else { throw .truncated(.png, "the file ends inside its signature") }
    guard bytes.starts(with: PNGChunks.signature) else {
      throw .corrupt(.png, "the file does not start with the PNG signature")
    }
    var position = 8
    var chunk = try PNGChunks.chunk(in: bytes, at: &position)
    guard chunk.type == "IHDR" else {
      throw .corrupt(.png, "the first chunk is \(chunk.type), not IHDR")
    }
    header = try PNGHeader(bytes[chunk.data])
    palette = [UInt8](repeating: 0, count: 256 * 4)
    for index in 0..<256 { palette[index * 4 + 3] = 255 }
    var sawData = false
    while true {
      chunk = try PNGChunks.chunk(in: bytes, at: &position)
      let data = bytes[chunk.data]
      switch chunk.type {
      case "IEND":
        guard sawData else { throw .corrupt(.png, "the file has no IDAT chunk") }
        guard header.colorType != .palette || paletteCount > 0 else {
          throw .corrupt(.png, "the image has colour type 3 but no PLTE chunk")
        }
        return
      case "IDAT":
        sawData = true
        imageData.append(contentsOf: data)
      case "PLTE": try readPalette(data, afterData: sawData)
      case "tRNS": try readTransparency(data, afterData: sawData)
      case "IHDR": throw .corrupt(.png, "the file has a second IHDR chunk")
      default:
        // Bit 5 of the first letter (lower case) marks an ancillary chunk, safe to skip.
        guard chunk.isAncillary else {
          throw .unsupportedFeature(
            .png, "uses the critical chunk \(chunk.type), which this decoder does not know")
        }
      }
    }
  }

  /// One chunk's type and where its data lies in the file.
  struct Chunk {
    let type: String
    let data: Range<Int>
    let isAncillary: Bool
  }

  /// Reads the chunk at `position`, checks its CRC, and moves `position` past it.
  static func chunk(in bytes: [UInt8], at position: inout Int) throws(ImageError) -> Chunk {
    let start = position
    guard start < bytes.count else {
      throw .truncated(.png, "the file ends before the IEND chunk")
    }
    guard bytes.count - start >= 8 else {
      throw .truncated(.png, "the file ends inside a chunk's length and type")
    }
    let length = bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    let typeBytes = bytes[(start + 4)..<(start + 8)]
    guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
      throw .corrupt(.png, "a chunk's type is not four letters")
    }
    let type = String(decoding: typeBytes, as: UTF8.self)
    guard length <= 0x7FFF_FFFF else {
      throw .corrupt(.png, "the \(type) chunk's length \(length) is beyond the format's limit")
    }
    guard bytes.count - start - 12 >= length else {
      throw .truncated(.png, "the \(type) chunk ends early")
    }
    let end = start + 8 + length
    let stored = bytes[end..<(end + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    var crc = CRC32()
    bytes.withUnsafeBufferPointer { buffer in
      crc.update(with: UnsafeBufferPointer(rebasing: buffer[(start + 4)..<end]))
    }
    guard crc.value == stored else {
      throw .corrupt(.png, "the \(type) chunk's CRC does not match")
    }
    position = end + 4
    return Chunk(
      type: type, data: (start + 8)..<end,
      isAncillary: typeBytes.first.map { $0 & 0x20 != 0 } ?? false)
  }

  /// Reads PLTE: up to 256 RGB entries, which only palette images need.
  mutating func readPalette(_ data: ArraySlice<UInt8>, afterData: Bool) throws(ImageError) {
    guard paletteCount == 0 else { throw .corrupt(.png, "the file has a second PLTE chunk") }
    guard !afterData else { throw .corrupt(.png, "the PLTE chunk comes after the IDAT data") }
    guard header.colorType != .grey, header.colorType != .greyAlpha else {
      throw .corrupt(.png, "a greyscale image has a PLTE chunk")
    }
    guard !data.isEmpty, data.count % 3 == 0, data.count <= 256 * 3 else {
      throw .corrupt(.png, "the PLTE chunk holds \(data.count) bytes, not 3 to 768 in threes")
    }
    let entries = Array(data)
    paletteCount = entries.count / 3
    for index in 0..<paletteCount {
      palette[index * 4] = entries[index * 3]
      palette[index * 4 + 1] = entries[index * 3 + 1]
      palette[index * 4 + 2] = entries[index * 3 + 2]
    }
  }

  /// Reads tRNS: alphas for palette entries, or the one grey or RGB colour that is transparent.
  /// Images with an alpha channel must not have one; like libpng, the decoder ignores it.
  mutating func readTransparency(_ data: ArraySlice<UInt8>, afterData: Bool) throws(ImageError) {
    guard !afterData else { throw .corrupt(.png, "the tRNS chunk comes after the IDAT data") }
    let entries = Array(data)
    switch header.colorType {
    case .palette:
      guard paletteCount > 0 else { throw .corrupt(.png, "the tRNS chunk comes before PLTE") }
      guard entries.count <= paletteCount else {
        throw .corrupt(.png, "the tRNS chunk has more alphas than the palette has colours")
      }
      for (index, alpha) in entries.enumerated() { palette[index * 4 + 3] = alpha }
    case .grey, .rgb:
      let channels = header.colorType.channels
      guard entries.count == channels * 2 else {
        throw .corrupt(.png, "the tRNS chunk holds \(entries.count) bytes, not \(channels * 2)")
      }
      transparentKey = (0..<channels).map { Int(entries[$0 * 2]) << 8 | Int(entries[$0 * 2 + 1]) }
    case .greyAlpha, .rgba:
      break
    }
  }
}
