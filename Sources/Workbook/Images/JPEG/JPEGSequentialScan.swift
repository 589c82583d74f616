import Foundation

extension JPEGDecoding {
  /// What the inner loop needs about one component of a scan, gathered once per scan.
  struct ScanUnit {
    let plane: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Blocks per MCU across and down: the sampling factors, or 1 and 1 alone in a scan.
    let across: Int
    let down: Int
    let dc: JPEGHuffmanTable.Lookup?
    let ac: JPEGHuffmanTable.Lookup?
    let quantization: UnsafeMutablePointer<Int>
  }

  /// The units of `scan`, and how many MCUs it has across and down.
  func units(of scan: JPEGScan) -> (units: [ScanUnit], wide: Int, high: Int) {
    let single = scan.members.count == 1
    let units = scan.members.map { member in
      let component = frame.components[member.component]
      return ScanUnit(
        plane: planes[member.component], stride: component.stride,
        across: single ? 1 : component.horizontal, down: single ? 1 : component.vertical,
        dc: dcTables[member.dcTable]?.lookup, ac: acTables[member.acTable]?.lookup,
        quantization: componentTables[member.component]!)
    }
    if single {
      let component = frame.components[scan.members[0].component]
      return (units, component.usedBlocksWide, component.usedBlocksHigh)
    }
    return (units, frame.mcusWide, frame.mcusHigh)
  }

  /// Decodes a baseline or extended sequential scan: each block's coefficients are decoded,
  /// dequantized and transformed straight into its component's plane.
  func decodeSequential(_ scan: JPEGScan) throws(ImageError) {
    let (units, wide, high) = units(of: scan)
    var reader = JPEGBitReader(bytes: bytes, position: position)
    var predictors = [Int](repeating: 0, count: units.count)
    let block = block
    let naturalOrder = naturalOrder
    var mcu = 0
    var restarts = 0
    // Streaming, each row of MCUs goes to the top of the planes and on to RGBA at once:
    // `band` pixel rows (one row of blocks alone in a scan, 8 × the largest vertical
    // sampling factor interleaved).
    let band = units.count == 1 ? 8 : 8 * frame.maxVertical
    let down = frame.components.map { frame.maxVertical / $0.vertical }
    for row in 0..<high {
      let planeRow = streaming ? 0 : row
      for column in 0..<wide {
        if restartInterval > 0 && mcu > 0 && mcu % restartInterval == 0 {
          try restart(&reader, expected: restarts & 7)
          restarts += 1
          for index in predictors.indices { predictors[index] = 0 }
        }
        for index in 0..<units.count {
          let unit = units[index]
          let dc = unit.dc!
          let ac = unit.ac!
          let quantization = unit.quantization
          for y in 0..<unit.down {
            for x in 0..<unit.across {
              let output =
                unit.plane + ((planeRow * unit.down + y) * 8) * unit.stride
                + (column * unit.across + x) * 8
              // DC: a difference from the previous block's value.
              let size = try reader.decode(dc)
              guard size <= 15 else { throw .corrupt(.jpeg, "a DC difference is too large") }
              if size > 0 { predictors[index] += reader.signed(size) }
              block[0] = Int(Int16(truncatingIfNeeded: predictors[index])) * quantization[0]
              // AC: runs of zeros, each followed by a value, until an end-of-block code.
              // Values are dequantized as they arrive; `last` is the last one's zigzag index.
              var k = 1
              var last = 0
              while k < 64 {
                let entry = reader.decodeValue(ac)
                if entry != 0 {
                  k += (entry >> 8) & 15
                  guard k < 64 else {
                    throw .corrupt(.jpeg, "a block has more than 64 coefficients")
                  }
                  let position = naturalOrder[k]
                  block[position] = (entry >> 16) * quantization[position]
                  last = k
                  k += 1
                  continue
                }
                let symbol = try reader.decode(ac)
                let run = symbol >> 4
                let size = symbol & 15
                if size == 0 {
                  if run != 15 { break }
                  k += 16
                  continue
                }
                k += run
                guard k < 64 else {
                  throw .corrupt(.jpeg, "a block has more than 64 coefficients")
                }
                let position = naturalOrder[k]
                block[position] = reader.signed(size) * quantization[position]
                last = k
                k += 1
              }
              transform(block, last, output, unit.stride)
            }
          }
        }
        if reader.overran { throw truncatedData() }
        mcu += 1
      }
      if streaming {
        let first = row * band
        conversion.convert(
          rows: first..<min(first + band, frame.height), planes: planes,
          firstRows: down.map { first / $0 }, output: output)
      }
    }
    position = reader.position
  }

  /// Transforms a block of dequantized coefficients into `output` with the cheapest exact
  /// method, and leaves the block zero again.
  /// - Parameter last: the zigzag index of its last nonzero coefficient.
  @inline(__always)
  func transform(
    _ block: UnsafeMutablePointer<Int>, _ last: Int, _ output: UnsafeMutablePointer<UInt8>,
    _ stride: Int
  ) {
    if last == 0 {
      JPEGIDCT.fillDC(block[0], output, stride)
      block[0] = 0
    } else if last <= 9 {
      JPEGIDCT.transformCorner(block, output, stride, workspace)
      for row in 0..<4 {
        let start = block + row * 8
        start[0] = 0
        start[1] = 0
        start[2] = 0
        start[3] = 0
      }
    } else {
      JPEGIDCT.transform(block, output, stride, workspace)
      memset(block, 0, 64 * MemoryLayout<Int>.stride)
    }
  }
}
