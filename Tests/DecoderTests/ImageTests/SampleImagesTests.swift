import Foundation
import Testing

@testable import Workbook

@Suite("The bundled sample images")
struct SampleImagesTests {
  @Test("There is a file for every sample name, listed smallest first")
  func everySampleExists() throws {
    #expect(SampleImages.names == ["small.ppm", "medium.ppm", "large.ppm", "photo.jpg"])
    #expect(SampleImages.urls.map(\.lastPathComponent) == SampleImages.names)
    for url in SampleImages.urls {
      #expect(url.isFileURL)
      #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)")
    }
  }

  @Test("An unknown name has no URL")
  func unknownName() {
    #expect(SampleImages.url(named: "missing.ppm") == nil)
  }

  @Test("Every sample decodes, each larger than the one before")
  func samplesDecode() throws {
    let images = try SampleImages.urls.map { try Image(decoding: Data(contentsOf: $0)) }
    #expect(images.map(\.description) == ["160×120", "720×540", "2048×1536", "4000×3000"])
    let pixelCounts = images.map { $0.width * $0.height }
    #expect(pixelCounts == pixelCounts.sorted() && Set(pixelCounts).count == 4)
  }

  @Test("Each sample is binary PPM with a maximum of 255, exactly as the encoder writes it")
  func samplesAreCanonical() throws {
    let url = try #require(SampleImages.url(named: "small.ppm"))
    let data = try Data(contentsOf: url)
    #expect(data.starts(with: Data("P6\n160 120\n255\n".utf8)))
    #expect(try Image(ppm: data).ppmData() == data)
  }

  @Test("A sample is a picture, not a blank: it has many distinct colours")
  func samplesHaveContent() throws {
    let url = try #require(SampleImages.url(named: "small.ppm"))
    let image = try Image(ppm: Data(contentsOf: url))
    let colours = Set((0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } })
    #expect(colours.count > 16)
  }
}
