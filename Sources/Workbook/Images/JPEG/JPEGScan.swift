/// What a SOS segment says: which components the scan codes, with which Huffman tables, and
/// for progressive images which coefficients and which bits.
struct JPEGScan {
  /// One component of the scan: its index in the frame and its table numbers.
  struct Member {
    let component: Int
    let dcTable: Int
    let acTable: Int
  }

  let members: [Member]
  /// The first and last coefficient (zigzag order) the scan codes: 0...63 when sequential.
  let start: Int
  let end: Int
  /// Successive approximation: the bit position of the previous scan of these coefficients
  /// (0 for the first), and of this one.
  let high: Int
  let low: Int

  /// Reads the body of a SOS segment and checks it against the frame.
  /// - Throws: `.corrupt` for a malformed segment or one that does not fit the frame.
  init(segment: ArraySlice<UInt8>, frame: JPEGFrame) throws(ImageError) {
    let s = Array(segment)
    guard let count = s.first, (1...4).contains(count), s.count == 4 + 2 * Int(count) else {
      throw .corrupt(.jpeg, "the SOS segment has the wrong length")
    }
    var members: [Member] = []
    for index in 0..<Int(count) {
      let id = Int(s[1 + 2 * index])
      let tables = Int(s[2 + 2 * index])
      guard let component = frame.components.firstIndex(where: { $0.id == id }) else {
        throw .corrupt(.jpeg, "a scan names component \(id), which the frame does not have")
      }
      guard !members.contains(where: { $0.component == component }) else {
        throw .corrupt(.jpeg, "a scan names component \(id) twice")
      }
      guard tables >> 4 < 4, tables & 15 < 4 else {
        throw .corrupt(.jpeg, "a scan names a Huffman table above 3")
      }
      members.append(Member(component: component, dcTable: tables >> 4, acTable: tables & 15))
    }
    self.members = members
    let base = 1 + 2 * Int(count)
    start = Int(s[base])
    end = Int(s[base + 1])
    high = Int(s[base + 2] >> 4)
    low = Int(s[base + 2] & 15)

    if members.count > 1 {
      let blocks = members.reduce(0) {
        $0 + frame.components[$1.component].horizontal * frame.components[$1.component].vertical
      }
      guard blocks <= 10 else { throw .corrupt(.jpeg, "a scan has more than 10 blocks per MCU") }
    }
    if frame.progressive {
      let valid =
        start == 0
        ? end == 0
        : start <= end && end <= 63 && members.count == 1
      guard valid, low <= 13, high == 0 || high == low + 1 else {
        throw .corrupt(.jpeg, "a progressive scan has an invalid spectral or bit range")
      }
    } else {
      guard start == 0, end == 63, high == 0, low == 0 else {
        throw .corrupt(.jpeg, "a sequential scan does not cover coefficients 0...63")
      }
    }
  }
}
