/// Common image formats the kit does not read, recognised by their first bytes, so that a
/// refusal names the format (`a WebP image`) instead of quoting bytes.
public enum ForeignImageFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  case webp = "WebP"
  case gif = "GIF"
  case bmp = "BMP"
  case tiff = "TIFF"
  case heic = "HEIC"
  case avif = "AVIF"
  case jpeg2000 = "JPEG 2000"
  case jpegXL = "JPEG XL"
  case icon = "ICO"
  case qoi = "QOI"
  case pdf = "PDF"

  /// The format `bytes` start like, or `nil` when they start like none of these.
  public init?<Bytes: Collection<UInt8>>(sniffing bytes: Bytes) {
    let start = Array(bytes.prefix(16))
    func at(_ offset: Int, _ text: String) -> Bool {
      let expected = Array(text.utf8)
      return start.count >= offset + expected.count
        && Array(start[offset..<offset + expected.count]) == expected
    }
    if at(0, "RIFF") && at(8, "WEBP") {
      self = .webp
    } else if at(0, "GIF87a") || at(0, "GIF89a") {
      self = .gif
    } else if at(0, "BM") && start.count >= 14 {
      self = .bmp
    } else if start.starts(with: [0x49, 0x49, 0x2A, 0x00])
      || start.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
    {
      self = .tiff
    } else if at(4, "ftypavif") || at(4, "ftypavis") {
      self = .avif
    } else if at(4, "ftyphei") || at(4, "ftypmif1") || at(4, "ftypmsf1") || at(4, "ftyphev") {
      self = .heic
    } else if start.starts(with: [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20])
      || start.starts(with: [0xFF, 0x4F, 0xFF, 0x51])
    {
      self = .jpeg2000
    } else if start.starts(with: [0xFF, 0x0A]) || at(4, "JXL ") {
      self = .jpegXL
    } else if start.starts(with: [0x00, 0x00, 0x01, 0x00]) && start.count >= 6 {
      self = .icon
    } else if at(0, "qoif") {
      self = .qoi
    } else if at(0, "%PDF-") {
      self = .pdf
    } else {
      return nil
    }
  }

  /// `a WebP image`, `an AVIF image`, `a PDF document`: for messages.
  public var description: String {
    let article = ["AVIF", "ICO"].contains(rawValue) ? "an" : "a"
    return "\(article) \(rawValue) " + (self == .pdf ? "document" : "image")
  }
}
