import Foundation
import Testing

@testable import Workbook

@Suite("Stickers: the bundled sample photos")
struct SamplePhotosTests {
  @Test("There is a JPEG file for every photo name, at least six of them")
  func everyPhotoExists() throws {
    #expect(SamplePhotos.names.count >= 6)
    #expect(SamplePhotos.urls.map(\.lastPathComponent) == SamplePhotos.names)
    for url in SamplePhotos.urls {
      let data = try Data(contentsOf: url)
      // Recognised by content, as the kit recognises every image.
      #expect(ImageFormat(sniffing: data) == .jpeg, "\(url.lastPathComponent)")
      #expect(data.count > 20_000, "\(url.lastPathComponent) is too small to be a photo")
    }
  }

  @Test("An unknown name has no URL")
  func unknownName() {
    #expect(SamplePhotos.url(named: "missing.jpg") == nil)
  }
}
