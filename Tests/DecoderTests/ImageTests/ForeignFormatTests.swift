import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

@Suite("Formats the kit does not read are named, not quoted", .tags(.badInput))
struct ForeignFormatTests {
  @Test(
    "Common formats are recognised by their first bytes",
    arguments: [
      ([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], ForeignImageFormat.webp),
      (Array("GIF89a\u{1}\0\u{1}\0".utf8), .gif),
      (Array("BM".utf8) + Array(repeating: 0, count: 14), .bmp),
      ([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0], .tiff),
      ([0, 0, 0, 0x18] + Array("ftypheic".utf8), .heic),
      ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .avif),
      (Array("%PDF-1.7\n".utf8), .pdf),
    ] as [([UInt8], ForeignImageFormat)])
  func sniffed(bytes: [UInt8], format: ForeignImageFormat) {
    #expect(ForeignImageFormat(sniffing: bytes) == format)
    #expect(throws: ImageError.unreadableFormat(format)) { try Image(decoding: Data(bytes)) }
  }

  @Test("The refusal names the format and what the kit reads instead")
  func message() {
    let text = ImageError.unreadableFormat(.webp).description
    #expect(text == "a WebP image, which this workbook cannot read (it reads PPM, PNG, JPEG)")
    #expect(ImageError.unreadableFormat(.avif).description.hasPrefix("an AVIF image"))
  }

  @Test("Bytes that look like none of them are still quoted", arguments: ["hello", "RIFFxxxxWAVE"])
  func unknown(text: String) {
    #expect(ForeignImageFormat(sniffing: Array(text.utf8)) == nil)
    #expect(throws: ImageError.self) { try Image(decoding: Data(text.utf8)) }
  }
}
