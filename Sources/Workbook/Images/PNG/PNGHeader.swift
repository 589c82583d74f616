/// What a PNG's IHDR chunk says: the size, how samples are stored, and the interlace.
struct PNGHeader: Equatable {
  /// The colour types of the PNG specification (11.2.2).
  enum ColorType: Int {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }

    /// The bit depths the specification allows for this colour type.
    var allowedDepths: Set<Int> {
      switch self {
      case .grey: [1, 2, 4, 8, 16]
      case .palette: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    }
  }

  let width: Int
  let height: Int
  /// Bits per sample (per palette index for colour type 3).
  let bitDepth: Int
  let colorType: ColorType
  let interlaced: Bool

  /// Reads the 13 bytes of an IHDR chunk.
  /// - Throws: `.invalidDimensions` for a zero side or one beyond `Image.maximumSide`, so
  ///   nothing large is allocated for it; `.corrupt` for any other value the format forbids.
  init(_ data: ArraySlice<UInt8>) throws(ImageError) {
    guard data.count == 13 else {
      throw .corrupt(.png, "the IHDR chunk holds \(data.count) bytes instead of 13")
    }
    let bytes = Array(data)
    let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard width > 0, height > 0, width <= Image.maximumSide, height <= Image.maximumSide else {
      throw .invalidDimensions(width: width, height: height)
    }
    guard let colorType = ColorType(rawValue: Int(bytes[9])) else {
      throw .corrupt(.png, "IHDR's colour type \(bytes[9]) does not exist")
    }
    let bitDepth = Int(bytes[8])
    guard colorType.allowedDepths.contains(bitDepth) else {
      throw .corrupt(
        .png, "IHDR's bit depth \(bitDepth) is not allowed for colour type \(bytes[9])")
    }
    guard bytes[10] == 0 else {
      throw .corrupt(.png, "IHDR's compression method \(bytes[10]) does not exist")
    }
    guard bytes[11] == 0 else {
      throw .corrupt(.png, "IHDR's filter method \(bytes[11]) does not exist")
    }
    guard bytes[12] <= 1 else {
      throw .corrupt(.png, "IHDR's interlace method \(bytes[12]) does not exist")
    }
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.interlaced = bytes[12] == 1
  }

  /// Bits per pixel.
  var bitsPerPixel: Int { bitDepth * colorType.channels }

  /// The distance, in bytes, between a byte and the one the filters compare it with: one
  /// whole pixel, or 1 when pixels are smaller than a byte.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// The bytes of one row `width` pixels wide, without its filter-type byte.
  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The sub-images the pixel data holds, in order: one for a plain image, seven for Adam7
  /// (any of which may be empty in a small image).
  var passes: [PNGPass] {
    interlaced
      ? PNGPass.adam7.compactMap { $0.fitted(toWidth: width, height: height) }
      : [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)]
  }

  /// The size of the inflated pixel data: each pass's rows, each with its filter byte.
  var inflatedSize: Int {
    passes.reduce(0) { $0 + $1.height * (1 + rowBytes(width: $1.width)) }
  }
}

/// One pass of a PNG's pixel data: the pixels at `x + i·dx`, `y + j·dy`.
struct PNGPass: Equatable {
  let x: Int
  let y: Int
  let dx: Int
  let dy: Int
  var width = 0
  var height = 0

  /// The seven passes of Adam7 (PNG specification, 8.2), before they are fitted to an image.
  static let adam7 = [
    PNGPass(x: 0, y: 0, dx: 8, dy: 8), PNGPass(x: 4, y: 0, dx: 8, dy: 8),
    PNGPass(x: 0, y: 4, dx: 4, dy: 8), PNGPass(x: 2, y: 0, dx: 4, dy: 4),
    PNGPass(x: 0, y: 2, dx: 2, dy: 4), PNGPass(x: 1, y: 0, dx: 2, dy: 2),
    PNGPass(x: 0, y: 1, dx: 1, dy: 2),
  ]

  /// This pass over an image of that size, or `nil` when it holds no pixels there.
  func fitted(toWidth imageWidth: Int, height imageHeight: Int) -> PNGPass? {
    let columns = (imageWidth - x + dx - 1) / dx
    let rows = (imageHeight - y + dy - 1) / dy
    guard columns > 0, rows > 0 else { return nil }
    return PNGPass(x: x, y: y, dx: dx, dy: dy, width: columns, height: rows)
  }
}
