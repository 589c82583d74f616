extension JPEGDecoding {
  /// Decodes one scan of a progressive image into the coefficient store.
  ///
  /// A progressive image sends its coefficients in several scans: DC first, then bands of
  /// AC coefficients (spectral selection), and each of them first in coarse bits, then one
  /// more bit at a time (successive approximation). Nothing can be transformed until the
  /// last scan, so the coefficients are kept, and `finishProgressive()` transforms them.
  func decodeProgressive(_ scan: JPEGScan) throws(ImageError) {
    let single = scan.members.count == 1
    let first = frame.components[scan.members[0].component]
    let wide = single ? first.usedBlocksWide : frame.mcusWide
    let high = single ? first.usedBlocksHigh : frame.mcusHigh
    var reader = JPEGBitReader(bytes: bytes, position: position)
    var predictors = [Int](repeating: 0, count: scan.members.count)
    let dcLookups = scan.members.map { dcTables[$0.dcTable]?.lookup }
    let acLookups = scan.members.map { acTables[$0.acTable]?.lookup }
    var endOfBands = 0
    var mcu = 0
    var restarts = 0
    for row in 0..<high {
      for column in 0..<wide {
        if restartInterval > 0 && mcu > 0 && mcu % restartInterval == 0 {
          try restart(&reader, expected: restarts & 7)
          restarts += 1
          endOfBands = 0
          for index in predictors.indices { predictors[index] = 0 }
        }
        for (index, member) in scan.members.enumerated() {
          let component = frame.components[member.component]
          let across = single ? 1 : component.horizontal
          let down = single ? 1 : component.vertical
          for y in 0..<down {
            for x in 0..<across {
              let blockIndex =
                (row * down + y) * component.blocksWide + column * across + x
              let block = coefficients[member.component] + blockIndex * 64
              if scan.start == 0 {
                try decodeDC(block, scan, dcLookups[index], &predictors[index], &reader)
              } else if scan.high == 0 {
                try decodeACFirst(block, scan, acLookups[index]!, &endOfBands, &reader)
              } else {
                try refineAC(block, scan, acLookups[index]!, &endOfBands, &reader)
              }
            }
          }
        }
        if reader.overran { throw truncatedData() }
        mcu += 1
      }
    }
    position = reader.position
  }

  /// The DC coefficient: its first bits as a difference from the previous block, or one
  /// more bit of it.
  private func decodeDC(
    _ block: UnsafeMutablePointer<Int16>, _ scan: JPEGScan, _ table: JPEGHuffmanTable.Lookup?,
    _ predictor: inout Int, _ reader: inout JPEGBitReader
  ) throws(ImageError) {
    if scan.high == 0 {
      let size = try reader.decode(table!)
      guard size <= 15 else { throw .corrupt(.jpeg, "a DC difference is too large") }
      if size > 0 { predictor += reader.signed(size) }
      block[0] = Int16(truncatingIfNeeded: predictor << scan.low)
    } else if reader.bit() == 1 {
      block[0] |= Int16(truncatingIfNeeded: 1 << scan.low)
    }
  }

  /// The first bits of a band of AC coefficients; `endOfBands` counts the blocks still to
  /// skip after an end-of-band run.
  private func decodeACFirst(
    _ block: UnsafeMutablePointer<Int16>, _ scan: JPEGScan, _ table: JPEGHuffmanTable.Lookup,
    _ endOfBands: inout Int, _ reader: inout JPEGBitReader
  ) throws(ImageError) {
    if endOfBands > 0 {
      endOfBands -= 1
      return
    }
    var k = scan.start
    while k <= scan.end {
      let symbol = try reader.decode(table)
      let run = symbol >> 4
      let size = symbol & 15
      if size != 0 {
        k += run
        guard k <= scan.end else {
          throw .corrupt(.jpeg, "a run of zeros passes the end of its band")
        }
        block[naturalOrder[k]] = Int16(truncatingIfNeeded: reader.signed(size) << scan.low)
        k += 1
      } else if run == 15 {
        k += 16
      } else {
        endOfBands = (1 << run) - 1
        if run > 0 { endOfBands += reader.bits(run) }
        break
      }
    }
  }

  /// One more bit of a band of AC coefficients: a correction bit for each coefficient
  /// already known to be nonzero, and new coefficients of magnitude one among the zeros.
  private func refineAC(
    _ block: UnsafeMutablePointer<Int16>, _ scan: JPEGScan, _ table: JPEGHuffmanTable.Lookup,
    _ endOfBands: inout Int, _ reader: inout JPEGBitReader
  ) throws(ImageError) {
    let plus = 1 << scan.low
    let minus = -1 << scan.low
    var k = scan.start
    if endOfBands == 0 {
      while k <= scan.end {
        let symbol = try reader.decode(table)
        var run = symbol >> 4
        var value = 0
        if symbol & 15 != 0 {
          // The size is 1 in a valid file; libjpeg reads any other as 1 too.
          value = reader.bit() == 1 ? plus : minus
        } else if run != 15 {
          endOfBands = 1 << run
          if run > 0 { endOfBands += reader.bits(run) }
          break
        }
        // Skip `run` zero coefficients, refining the nonzero ones passed on the way.
        while k <= scan.end {
          let coefficient = block + naturalOrder[k]
          if coefficient.pointee != 0 {
            refine(coefficient, plus, minus, &reader)
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0 {
          block[naturalOrder[k]] = Int16(truncatingIfNeeded: value)
        }
        k += 1
      }
    }
    if endOfBands > 0 {
      // Inside an end-of-band run: only the correction bits of the nonzero coefficients.
      while k <= scan.end {
        let coefficient = block + naturalOrder[k]
        if coefficient.pointee != 0 { refine(coefficient, plus, minus, &reader) }
        k += 1
      }
      endOfBands -= 1
    }
  }

  /// Adds the next bit to a coefficient that is already nonzero, away from zero.
  @inline(__always)
  private func refine(
    _ coefficient: UnsafeMutablePointer<Int16>, _ plus: Int, _ minus: Int,
    _ reader: inout JPEGBitReader
  ) {
    let current = Int(coefficient.pointee)
    if reader.bit() == 1 && current & plus == 0 {
      coefficient.pointee = Int16(truncatingIfNeeded: current + (current >= 0 ? plus : minus))
    }
  }

  /// Transforms the finished coefficients of a progressive image into the planes.
  func finishProgressive() {
    for (index, component) in frame.components.enumerated() {
      guard let quantization = componentTables[index] else { continue }
      let plane = planes[index]
      let stride = component.stride
      var source = coefficients[index]
      for row in 0..<component.blocksHigh {
        for column in 0..<component.blocksWide {
          let output = plane + row * 8 * stride + column * 8
          // Dequantize into the block, noting the last nonzero coefficient's zigzag index.
          var last = 0
          for k in 0..<64 {
            let position = naturalOrder[k]
            let value = Int(source[position])
            if value != 0 {
              block[position] = value * quantization[position]
              last = k
            }
          }
          transform(block, last, output, stride)
          source += 64
        }
      }
    }
  }
}
