/// What a SOF segment says about the image: its size, its kind of coding and its colour
/// components, with the block geometry the scans need.
struct JPEGFrame {
  /// One colour component (Y, Cb, Cr, or the grey of a greyscale image).
  struct Component {
    /// The identifier scans use to name it.
    let id: Int
    /// Horizontal and vertical sampling factors, 1...4.
    let horizontal: Int
    let vertical: Int
    /// Which quantization table (0...3) its blocks use.
    let quantizationTable: Int
    /// Blocks per row and rows of blocks in its plane, padded to whole MCUs.
    var blocksWide = 0
    var blocksHigh = 0
    /// Blocks per row and rows that cover the image itself: what a scan of this component
    /// alone codes.
    var usedBlocksWide = 0
    var usedBlocksHigh = 0
    /// Its plane's row length in samples: `blocksWide * 8`.
    var stride: Int { blocksWide * 8 }
  }

  let width: Int
  let height: Int
  /// SOF2: coefficients arrive over several scans.
  let progressive: Bool
  var components: [Component]
  /// The largest sampling factors: one MCU covers `8 * maxHorizontal` by `8 * maxVertical`.
  let maxHorizontal: Int
  let maxVertical: Int
  /// MCUs per row and rows of MCUs.
  let mcusWide: Int
  let mcusHigh: Int

  /// Reads the body of a SOF0, SOF1 or SOF2 segment.
  /// - Throws: `.corrupt` for a malformed segment, `.unsupportedFeature` for 12-bit samples,
  ///   four components or fractional sampling, `.invalidDimensions` for absurd sizes.
  init(segment: ArraySlice<UInt8>, progressive: Bool) throws(ImageError) {
    let s = Array(segment)
    guard s.count >= 6 else { throw .corrupt(.jpeg, "the SOF segment is too short") }
    guard s[0] == 8 else {
      guard s[0] == 12 || s[0] == 16 else {
        throw .corrupt(.jpeg, "the SOF segment gives \(s[0])-bit samples")
      }
      throw .unsupportedFeature(
        .jpeg, "has \(s[0])-bit samples, which this workbook does not decode: save it as 8-bit")
    }
    height = Int(s[1]) << 8 | Int(s[2])
    width = Int(s[3]) << 8 | Int(s[4])
    let count = Int(s[5])
    guard height != 0 else {
      throw .unsupportedFeature(
        .jpeg, "gives its height in a DNL marker, which this workbook does not decode")
    }
    guard width > 0, width <= Image.maximumSide, height <= Image.maximumSide else {
      throw .invalidDimensions(width: width, height: height)
    }
    switch count {
    case 1, 3: break
    case 4:
      throw .unsupportedFeature(
        .jpeg, "has four colour components (CMYK or YCCK), which this workbook does not decode")
    default: throw .corrupt(.jpeg, "the SOF segment declares \(count) colour components")
    }
    guard s.count >= 6 + 3 * count else { throw .corrupt(.jpeg, "the SOF segment is too short") }
    var components: [Component] = []
    for index in 0..<count {
      let base = 6 + 3 * index
      let component = Component(
        id: Int(s[base]), horizontal: Int(s[base + 1] >> 4), vertical: Int(s[base + 1] & 15),
        quantizationTable: Int(s[base + 2]))
      guard (1...4).contains(component.horizontal), (1...4).contains(component.vertical),
        component.quantizationTable < 4
      else { throw .corrupt(.jpeg, "component \(component.id) has invalid sampling or table") }
      guard !components.contains(where: { $0.id == component.id }) else {
        throw .corrupt(.jpeg, "two components share the identifier \(component.id)")
      }
      components.append(component)
    }
    maxHorizontal = components.map(\.horizontal).max()!
    maxVertical = components.map(\.vertical).max()!
    for component in components
    where maxHorizontal % component.horizontal != 0 || maxVertical % component.vertical != 0 {
      throw .unsupportedFeature(
        .jpeg, "has fractional chroma sampling, which this workbook does not decode")
    }
    mcusWide = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
    mcusHigh = (height + 8 * maxVertical - 1) / (8 * maxVertical)
    for index in components.indices {
      let h = components[index].horizontal
      let v = components[index].vertical
      components[index].blocksWide = mcusWide * h
      components[index].blocksHigh = mcusHigh * v
      // The component's own size, rounded up, then in whole blocks.
      let sampleWidth = (width * h + maxHorizontal - 1) / maxHorizontal
      let sampleHeight = (height * v + maxVertical - 1) / maxVertical
      components[index].usedBlocksWide = (sampleWidth + 7) / 8
      components[index].usedBlocksHigh = (sampleHeight + 7) / 8
    }
    self.components = components
    self.progressive = progressive
  }

  /// How many blocks all components hold together.
  var blockCount: Int { components.reduce(0) { $0 + $1.blocksWide * $1.blocksHigh } }
}
