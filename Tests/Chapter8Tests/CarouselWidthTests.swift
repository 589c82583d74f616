import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The row's width decides how many photos are on screen, and so how many start loading at
/// once when it appears.
@Suite("Chapter 8: the carousel's width", .backstop)
struct CarouselWidthTests {
  @Test("Three photos wide, the row starts all three loads at once", .tags(.ordering))
  func everyPhotoOnScreenLoads() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let row = LazyStickerRow(model: model, width: 3)
    let gate = WorkGate()
    let scene = Scene("a carousel three photos wide")
    files.releaseWork(at: gate)
    WorkGate.$current.withValue(gate) { scene.enter { row.scroll(to: 0) } }
    // Break it: put two photos on screen whatever the width, and blue's load never comes:
    // the scene settles, stuck.
    let loads = PhotoFiles.photos.map { "load \($0.name)" }
    try await scene.until("the three loads at the gate") {
      loads.allSatisfy { gate.arrivals(of: $0) >= 1 }
    }
    for photo in PhotoFiles.photos { gate.release("load \(photo.name)") }
    try await scene.ended(
      "the loads on screen", scene.start("await the row") { await row.loaded() })
    #expect(Set(model.processedPhotos.keys) == [0, 1, 2])
  }
}
