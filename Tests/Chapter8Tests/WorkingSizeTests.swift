import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The app works on photos scaled down to 1280 pixels on their longer side (31:36).
@Suite("Chapter 8: the working size", .backstop)
struct WorkingSizeTests {
  @Test("The app's model makes a 1600-pixel photo's sticker and colours at 1280 pixels")
  func photoScaledDownTo1280() async throws {
    // A long thin photo: 1600 pixels across, yet cheap to work on.
    let folder = try TemporaryFolder()
    let drawing = DrawnPhoto(
      top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
      shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: PhotoFiles.values["red"]!)])
    let url = try folder.write(
      drawing.image(width: 1600, height: 20).ppmData(), named: "wide.ppm")
    // As the app makes it: the working size left at its default.
    let model = StickerViewModel(photos: [url], stage: .asyncLet)
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.loadPhoto(model.selection[0]) }
    let work = trace.events.filter {
      $0.kind != .end && ($0.label.hasPrefix("sticker") || $0.label.hasPrefix("colors"))
    }.map(\.label)
    // Break it: make the model's working size nil by default, and the work is at 1600×20.
    #expect(work.sorted() == ["colors wide.ppm 1280×16", "sticker wide.ppm 1280×16"], "\(work)")
  }
}
