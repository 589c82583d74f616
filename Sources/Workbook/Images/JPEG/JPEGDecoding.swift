import Foundation

/// The state of one JPEG decode: the tables the markers define, the frame, and the component
/// planes the scans fill.
///
/// It lives only inside `JPEGDecoder.decode(_:)`, which holds the file's bytes for it. Pixel
/// memory is allocated by hand and reached through pointers, because the scans' inner loops
/// run in debug builds too, where arrays' checks would cost several times more.
final class JPEGDecoding {
  /// The whole file.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position = 0

  /// Quantization tables 0...3 as DQT segments defined them, in natural order.
  var quantizationTables: [[Int]?] = [nil, nil, nil, nil]
  /// Huffman tables 0...3 for DC and for AC coefficients.
  var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  /// MCUs between restart markers, 0 for none.
  var restartInterval = 0
  /// The Adobe APP14 segment's colour transform, when there is one.
  var adobeTransform: Int?
  /// The EXIF orientation, 1...8.
  var orientation = 1

  /// The frame, once its SOF segment is read.
  var frame: JPEGFrame!
  /// One plane of samples per component, `blocksWide * 8` wide and `blocksHigh * 8` high,
  /// or when `streaming` one MCU row high.
  var planes: [UnsafeMutablePointer<UInt8>] = []
  /// Whether the image is one sequential scan of all its components, so that each MCU row
  /// is converted to RGBA as soon as it is decoded and the planes hold one MCU row only:
  /// the samples are still in the cache, and 12 megapixels need no 18 MB of planes.
  var streaming = false
  /// Where the RGBA pixels go: `width * height * 4` bytes.
  var output: UnsafeMutablePointer<UInt8>!
  /// Converts planes to RGBA.
  var conversion: JPEGColorConversion!
  /// Progressive images: each component's quantized coefficients, 64 per block.
  var coefficients: [UnsafeMutablePointer<Int16>] = []
  /// Each component's quantization table, latched by its first scan.
  var componentTables: [UnsafeMutablePointer<Int>?] = []
  /// How many scans have coded each component.
  var scanCounts: [Int] = []
  /// How many scans the file has had so far.
  var scans = 0
  /// The most scans a file may have. Real progressive files have about ten; each scan walks
  /// the whole image, so a damaged file with thousands of tiny ones would take minutes.
  static let maximumScans = 1000

  /// 64 coefficients of the block being decoded, kept zero between blocks.
  let block = UnsafeMutablePointer<Int>.allocate(capacity: 64)
  /// Scratch space for the inverse DCT.
  let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
  /// Zigzag position to natural position, with 16 extra entries so that a corrupt run
  /// cannot index past the end.
  let naturalOrder = UnsafeMutablePointer<Int>.allocate(capacity: 80)

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    block.initialize(repeating: 0, count: 64)
    workspace.initialize(repeating: 0, count: 64)
    naturalOrder.initialize(repeating: 63, count: 80)
    for (index, natural) in Self.zigzag.enumerated() { naturalOrder[index] = natural }
  }

  deinit {
    block.deallocate()
    workspace.deallocate()
    naturalOrder.deallocate()
    for plane in planes { plane.deallocate() }
    for storage in coefficients { storage.deallocate() }
    for table in componentTables { table?.deallocate() }
  }

  /// The natural (row-major) position of each coefficient in zigzag order.
  static let zigzag = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
    20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
    58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  ]

  // MARK: - Reading the file

  /// Reads from the start of the file up to and including the frame header, handling the
  /// tables and application segments before it, and checks the frame's size against the
  /// data before anything large is allocated.
  func readHeader() throws(ImageError) -> JPEGFrame {
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
      throw .corrupt(.jpeg, "it does not start with a start-of-image marker")
    }
    position = 2
    while true {
      guard let marker = nextMarker() else {
        throw .truncated(.jpeg, "the file ends before the frame header (SOF)")
      }
      switch marker {
      case 0xC0, 0xC1, 0xC2:
        frame = try JPEGFrame(segment: try segment(marker), progressive: marker == 0xC2)
        try checkDataSize()
        return frame
      case 0xDA: throw .corrupt(.jpeg, "a scan (SOS) comes before the frame header (SOF)")
      case 0xD9: throw .corrupt(.jpeg, "the file ends (EOI) before any frame header (SOF)")
      default: try handle(marker)
      }
    }
  }

  /// Reads the rest of the file: each scan, and the tables between them, up to EOI, and
  /// writes the image's RGBA pixels to `output`.
  func readScans(into output: UnsafeMutablePointer<UInt8>) throws(ImageError) {
    self.output = output
    while true {
      guard let marker = nextMarker() else {
        throw .truncated(.jpeg, "the file ends before its end-of-image marker (EOI)")
      }
      switch marker {
      case 0xDA:
        scans += 1
        guard scans <= Self.maximumScans else {
          throw .corrupt(.jpeg, "it has more than \(Self.maximumScans) scans")
        }
        let scan = try JPEGScan(segment: try segment(marker), frame: frame)
        if planes.isEmpty {
          allocatePlanes(
            streaming: !frame.progressive && scan.members.count == frame.components.count)
        } else if streaming {
          throw .corrupt(.jpeg, "a component is in two sequential scans")
        }
        try prepare(scan)
        if frame.progressive {
          try decodeProgressive(scan)
        } else {
          try decodeSequential(scan)
        }
      case 0xD9:
        guard !planes.isEmpty else { throw .corrupt(.jpeg, "the file has no scan") }
        if let missing = scanCounts.firstIndex(of: 0) {
          throw .corrupt(.jpeg, "component \(frame.components[missing].id) is in no scan")
        }
        if frame.progressive { finishProgressive() }
        if !streaming {
          conversion.convert(
            rows: 0..<frame.height, planes: planes,
            firstRows: [Int](repeating: 0, count: planes.count), output: output)
        }
        return
      case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
        throw .corrupt(.jpeg, "it has a second frame header")
      default: try handle(marker)
      }
    }
  }

  // MARK: - Memory

  /// Refuses a frame whose size the rest of the file cannot possibly hold: every block
  /// takes at least one bit, so a 60-byte file cannot claim to be 16384×16384.
  private func checkDataSize() throws(ImageError) {
    let needed = frame.mcusWide * frame.mcusHigh / 8
    let available = bytes.count - position
    guard available >= needed else {
      throw .truncated(
        .jpeg,
        "a \(frame.width)×\(frame.height) image needs at least \(needed) bytes of image data, "
          + "the file has \(available)")
    }
  }

  /// Allocates the planes (and for progressive images the coefficients), all zero.
  private func allocatePlanes(streaming: Bool) {
    self.streaming = streaming
    conversion = JPEGColorConversion(frame: frame, adobeTransform: adobeTransform)
    for component in frame.components {
      let blockRows = streaming ? component.vertical : component.blocksHigh
      let samples = component.blocksWide * blockRows * 64
      let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: samples)
      plane.initialize(repeating: 0, count: samples)
      planes.append(plane)
      if frame.progressive {
        let storage = UnsafeMutablePointer<Int16>.allocate(capacity: samples)
        storage.initialize(repeating: 0, count: samples)
        coefficients.append(storage)
      }
      componentTables.append(nil)
      scanCounts.append(0)
    }
  }

  /// Checks that the tables a scan needs exist, and latches each component's quantization
  /// table the first time a scan codes it.
  private func prepare(_ scan: JPEGScan) throws(ImageError) {
    for member in scan.members {
      let component = frame.components[member.component]
      let needsDC = !frame.progressive || (scan.start == 0 && scan.high == 0)
      let needsAC = !frame.progressive || scan.start > 0
      guard !needsDC || dcTables[member.dcTable] != nil,
        !needsAC || acTables[member.acTable] != nil
      else {
        throw .corrupt(.jpeg, "a scan uses a Huffman table that no DHT segment defined")
      }
      if componentTables[member.component] == nil {
        guard let table = quantizationTables[component.quantizationTable] else {
          throw .corrupt(
            .jpeg, "component \(component.id) uses a quantization table no DQT segment defined")
        }
        let latched = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        latched.initialize(from: table, count: 64)
        componentTables[member.component] = latched
      }
      scanCounts[member.component] += 1
    }
  }

  /// Moves past the restart marker that must follow the data of a restart interval.
  /// - Parameter expected: the marker's number, 0...7.
  func restart(_ reader: inout JPEGBitReader, expected: Int) throws(ImageError) {
    if reader.overran { throw truncatedData() }
    position = reader.position
    guard let marker = nextMarker() else { throw truncatedData() }
    guard marker == 0xD0 + expected else {
      throw .corrupt(
        .jpeg, "expected restart marker RST\(expected), found \(Self.name(of: marker))")
    }
    reader = JPEGBitReader(bytes: bytes, position: position)
  }

  /// The error for a scan whose data runs out before its last block.
  func truncatedData() -> ImageError {
    .truncated(.jpeg, "the image data ends before the last block")
  }
}
