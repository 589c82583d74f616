/// The image formats the kit reads, recognised by their first bytes, never by a file's name.
public enum ImageFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  case ppm = "PPM"
  case png = "PNG"
  case jpeg = "JPEG"

  /// The format `bytes` start like, or `nil` when they start like none of them.
  public init?<Bytes: Collection<UInt8>>(sniffing bytes: Bytes) {
    let start = Array(bytes.prefix(8))
    if start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if start.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if start.count >= 2, start[0] == UInt8(ascii: "P"),
      start[1] == UInt8(ascii: "3") || start[1] == UInt8(ascii: "6")
    {
      self = .ppm
    } else {
      return nil
    }
  }

  /// `PPM, PNG, JPEG`: for messages and `--help`.
  public static var readable: String { allCases.map(\.rawValue).joined(separator: ", ") }

  public var description: String { rawValue }
}
