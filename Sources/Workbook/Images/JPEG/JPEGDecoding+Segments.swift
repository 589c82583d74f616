/// The segments between the scans: tables, restart interval, application data, comments.
extension JPEGDecoding {
  /// Handles any marker other than SOF, SOS and EOI.
  func handle(_ marker: Int) throws(ImageError) {
    switch marker {
    case 0xC4: try readHuffmanTables(try segment(marker))
    case 0xDB: try readQuantizationTables(try segment(marker))
    case 0xDD:
      let s = try segment(marker)
      guard s.count == 2 else { throw .corrupt(.jpeg, "the DRI segment has the wrong length") }
      restartInterval = Int(s[s.startIndex]) << 8 | Int(s[s.startIndex + 1])
    case 0xE1:
      let s = try segment(marker)
      if let value = JPEGOrientation(exif: s) { orientation = value.rawValue }
    case 0xEE:
      let s = try segment(marker)
      if s.count >= 12, s.starts(with: Array("Adobe".utf8)) {
        adobeTransform = Int(s[s.startIndex + 11])
      }
    case 0xE0, 0xE2...0xED, 0xEF, 0xFE, 0xCC, 0xDC, 0xF0...0xFD, 0xC8:
      // APPn, COM, arithmetic conditioning (harmless without an arithmetic frame), a DNL
      // that repeats the frame's height, and the reserved JPGn markers: skipped.
      _ = try segment(marker)
    case 0xD0...0xD7, 0x01:
      break  // A stray restart marker or TEM: no segment follows.
    case 0xC3, 0xC7, 0xCB, 0xCF:
      throw .unsupportedFeature(.jpeg, "is lossless, which this workbook does not decode")
    case 0xC5, 0xC6, 0xDE, 0xDF:
      throw .unsupportedFeature(.jpeg, "is hierarchical, which this workbook does not decode")
    case 0xC9, 0xCA, 0xCD, 0xCE:
      throw .unsupportedFeature(
        .jpeg,
        "uses arithmetic coding, which this workbook does not decode: save it with Huffman "
          + "coding")
    case 0xD8: throw .corrupt(.jpeg, "it has a second start-of-image marker")
    default: throw .corrupt(.jpeg, "it has an unknown marker 0xFF\(hex(marker))")
    }
  }

  /// Finds the next marker from `position`, skipping fill bytes and any stray bytes before
  /// it, and moves past it. Returns `nil` at the end of the file.
  func nextMarker() -> Int? {
    var index = position
    while index + 1 < bytes.count {
      if bytes[index] == 0xFF {
        let code = bytes[index + 1]
        if code != 0x00 && code != 0xFF {
          position = index + 2
          return Int(code)
        }
        index += code == 0xFF ? 1 : 2
      } else {
        index += 1
      }
    }
    position = bytes.count
    return nil
  }

  /// Reads the segment that follows `marker`: its length, then its body, which it returns.
  func segment(_ marker: Int) throws(ImageError) -> ArraySlice<UInt8> {
    let name = Self.name(of: marker)
    guard position + 2 <= bytes.count else {
      throw .truncated(.jpeg, "the file ends inside the \(name) segment")
    }
    let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
    guard length >= 2 else {
      throw .corrupt(.jpeg, "the \(name) segment has an impossible length \(length)")
    }
    guard position + length <= bytes.count else {
      throw .truncated(.jpeg, "the file ends inside the \(name) segment")
    }
    let body = ArraySlice(bytes[(position + 2)..<(position + length)])
    position += length
    return body
  }

  /// A marker's name for messages: `SOF0`, `DHT`, `APP1`…
  static func name(of marker: Int) -> String {
    switch marker {
    case 0xC4: "DHT"
    case 0xCC: "DAC"
    case 0xC0...0xCF: "SOF\(marker - 0xC0)"
    case 0xD0...0xD7: "RST\(marker - 0xD0)"
    case 0xDA: "SOS"
    case 0xDB: "DQT"
    case 0xDD: "DRI"
    case 0xE0...0xEF: "APP\(marker - 0xE0)"
    case 0xFE: "COM"
    default: "0xFF\(hex(marker))"
    }
  }

  // MARK: - Tables

  /// Reads a DQT segment: one or more tables of 8- or 16-bit values, in zigzag order.
  private func readQuantizationTables(_ segment: ArraySlice<UInt8>) throws(ImageError) {
    var index = segment.startIndex
    while index < segment.endIndex {
      let precision = Int(segment[index] >> 4)
      let number = Int(segment[index] & 15)
      let size = precision == 0 ? 64 : 128
      guard precision <= 1, number < 4 else {
        throw .corrupt(.jpeg, "a DQT segment has an invalid table number or precision")
      }
      guard index + 1 + size <= segment.endIndex else {
        throw .corrupt(.jpeg, "a DQT segment is shorter than its tables")
      }
      var table = [Int](repeating: 0, count: 64)
      for k in 0..<64 {
        let value =
          precision == 0
          ? Int(segment[index + 1 + k])
          : Int(segment[index + 1 + 2 * k]) << 8 | Int(segment[index + 2 + 2 * k])
        table[Self.zigzag[k]] = value
      }
      quantizationTables[number] = table
      index += 1 + size
    }
  }

  /// Reads a DHT segment: one or more tables, each 16 code counts and then the symbols.
  private func readHuffmanTables(_ segment: ArraySlice<UInt8>) throws(ImageError) {
    var index = segment.startIndex
    while index < segment.endIndex {
      let kind = Int(segment[index] >> 4)
      let number = Int(segment[index] & 15)
      guard kind <= 1, number < 4 else {
        throw .corrupt(.jpeg, "a DHT segment has an invalid table class or number")
      }
      guard index + 17 <= segment.endIndex else {
        throw .corrupt(.jpeg, "a DHT segment is shorter than its tables")
      }
      let counts = segment[(index + 1)..<(index + 17)].map(Int.init)
      let total = counts.reduce(0, +)
      guard total <= 256, index + 17 + total <= segment.endIndex else {
        throw .corrupt(.jpeg, "a DHT segment is shorter than its tables")
      }
      let symbols = Array(segment[(index + 17)..<(index + 17 + total)])
      let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
      if kind == 0 { dcTables[number] = table } else { acTables[number] = table }
      index += 17 + total
    }
  }
}

/// Two hexadecimal digits, for marker codes in messages.
private func hex(_ value: Int) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return digits.count < 2 ? "0" + digits : digits
}
