import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter1

/// Chapter 1: the single-threaded image app (Embrace Swift concurrency, 3:17–6:00).
///
/// These tests run on the main actor, as the chapter's code does: this target is built with
/// the same default isolation, `MainActor`.
@Suite("Chapter 1: single-threaded code")
struct Chapter1Tests {
  @Test("Every step ran on the main actor", .tags(.isolation))
  func everyStepRanOnTheMainActor() throws {
    let files = try ImageFolder()
    let url = try files.ppm(named: "photo.ppm", width: 40, height: 30)
    let model = ImageModel(view: AppView())
    let trace = traced { model.onTapEvent(url: url) }
    #expect(trace.labels == ["read photo.ppm", "decode 40×30", "display 40×30"])
    for event in trace.events {
      #expect(event.domain == .mainActor, "\(event.label) ran in \(event.domain.name)")
    }
  }

  @Test("Each image is read, decoded, then displayed, one image after another", .tags(.ordering))
  func imagesAreHandledOneAfterAnother() throws {
    let files = try ImageFolder()
    let urls = try [(8, 6), (30, 20), (12, 40)].enumerated().map { index, size in
      try files.ppm(named: "image\(index).ppm", width: size.0, height: size.1)
    }
    let model = ImageModel(view: AppView())
    let trace = traced {
      for url in urls { model.onTapEvent(url: url) }
    }
    #expect(
      trace.labels == [
        "read image0.ppm", "decode 8×6", "display 8×6",
        "read image1.ppm", "decode 30×20", "display 30×20",
        "read image2.ppm", "decode 12×40", "display 12×40",
      ])
    // No decode overlaps another: each one ends before the next thing begins.
    let decodes = trace.events.filter { $0.label.hasPrefix("decode") }
    #expect(decodes.map(\.kind) == [.begin, .end, .begin, .end, .begin, .end])
  }

  @Test("A second tap on a cached image displays it without reading or decoding")
  func cachedImageIsNotReadAgain() throws {
    let files = try ImageFolder()
    let url = try files.ppm(named: "photo.ppm", width: 16, height: 9)
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: url)
    try FileManager.default.removeItem(at: url)  // a read would fail now
    let trace = traced { model.onTapEvent(url: url) }
    #expect(trace.labels == ["display 16×9"])
    #expect(view.displayedImages.count == 2)
    #expect(view.displayedImages[0] == view.displayedImages[1])
    #expect(view.displayedErrors.isEmpty)
  }

  @Test("The displayed image has the file's pixels", .tags(.display))
  func displayedImageHasTheFilesPixels() throws {
    let files = try ImageFolder()
    var image = try Image(width: 3, height: 2, filling: RGBA(0, 0, 0))
    image[1, 1] = RGBA(255, 0, 0)
    let url = try files.folder.write(image.ppmData(), named: "dot.ppm")
    let view = AppView()
    ImageModel(view: view).onTapEvent(url: url)
    #expect(view.displayedImages == [image])
  }
}
