import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The grid processes only what the carousel has not (27:56): a photo already processed is
/// not loaded again.
@Suite("Chapter 8: the grid and the photos already processed", .backstop)
struct GridSkipsProcessedTests {
  @Test("Opened after red.ppm was processed, the grid loads green.ppm and blue.ppm only")
  func gridSkipsWhatIsProcessed() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    await model.loadPhoto(model.selection[0])
    #expect(model.processedPhotos[0] != nil)
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.processAllPhotos() }
    let loads = trace.events.filter { $0.kind != .end && $0.label.hasPrefix("load") }
      .map(\.label)
    // Break it: give every photo of the selection a child, and red.ppm is loaded again.
    #expect(loads.sorted() == ["load blue.ppm", "load green.ppm"], "\(loads)")
    #expect(Set(model.processedPhotos.keys) == [0, 1, 2])
  }
}
