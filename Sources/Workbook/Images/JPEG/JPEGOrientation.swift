/// How a camera says its picture must be turned to be upright: the EXIF orientation tag
/// (0x0112) of IFD0, read from an APP1 `Exif` segment.
///
/// Phones store the sensor's rows as they come and record the turn here rather than
/// rotate the pixels, so a decoder that ignores the tag shows portraits on their side.
/// A malformed EXIF block is never an error: the picture is shown as stored.
enum JPEGOrientation: Int {
  case upright = 1
  case mirrored = 2
  case upsideDown = 3
  case flipped = 4
  case transposed = 5
  case turnedLeft = 6
  case transverse = 7
  case turnedRight = 8

  /// The orientation an APP1 segment's body records, or `nil` when it is not EXIF, has no
  /// orientation tag, or is malformed in any way.
  init?(exif segment: ArraySlice<UInt8>) {
    let s = Array(segment)
    guard s.count >= 14, s.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
    let tiff = 6
    let bigEndian: Bool
    switch (s[tiff], s[tiff + 1]) {
    case (0x49, 0x49): bigEndian = false
    case (0x4D, 0x4D): bigEndian = true
    default: return nil
    }
    /// An unsigned number of `size` bytes at `offset` from the TIFF header, if it is there.
    func number(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, tiff + offset + size <= s.count else { return nil }
      var value = 0
      for index in 0..<size {
        let byte = Int(s[tiff + offset + (bigEndian ? index : size - 1 - index)])
        value = value << 8 | byte
      }
      return value
    }
    // The whole directory must be there: a count that runs past the segment means the
    // block is damaged, and nothing in it is trusted.
    guard number(2, 2) == 42, let directory = number(4, 4), let entries = number(directory, 2),
      tiff + directory + 2 + 12 * entries <= s.count
    else { return nil }
    for entry in 0..<entries {
      let base = directory + 2 + 12 * entry
      guard let tag = number(base, 2) else { return nil }
      guard tag == 0x0112 else { continue }
      // Type SHORT (3), one value, stored in the first two bytes of the value field.
      guard number(base + 2, 2) == 3, number(base + 4, 4) == 1, let value = number(base + 8, 2)
      else { return nil }
      self.init(rawValue: value)
      return
    }
    return nil
  }

  /// Whether turning swaps the width and the height.
  var swapsSides: Bool { rawValue >= 5 }

  /// Turns `pixels` (RGBA, `width` by `height` as stored) upright.
  func apply(to pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
    if self == .upright { return pixels }
    let outWidth = swapsSides ? height : width
    let outHeight = swapsSides ? width : height
    return [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, count in
      pixels.withUnsafeBufferPointer { source in
        let input = source.baseAddress!
        let output = buffer.baseAddress!
        var out = output
        for y in 0..<outHeight {
          for x in 0..<outWidth {
            // Where the upright pixel (x, y) is stored.
            let (sx, sy) =
              switch self {
              case .upright: (x, y)
              case .mirrored: (width - 1 - x, y)
              case .upsideDown: (width - 1 - x, height - 1 - y)
              case .flipped: (x, height - 1 - y)
              case .transposed: (y, x)
              case .turnedLeft: (y, height - 1 - x)
              case .transverse: (width - 1 - y, height - 1 - x)
              case .turnedRight: (width - 1 - y, x)
              }
            let from = input + (sy * width + sx) * 4
            out[0] = from[0]
            out[1] = from[1]
            out[2] = from[2]
            out[3] = from[3]
            out += 4
          }
        }
      }
      count = pixels.count
    }
  }
}
