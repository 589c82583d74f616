import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The lazy carousel (Code-along 6:59) starts one task a photo: a placeholder that is already
/// loading its photo when a scroll brings it into view again starts nothing more.
@Suite("Chapter 8: the carousel starts one task a photo", .backstop)
struct CarouselOneTaskPerPhotoTests {
  @Test(
    "A scroll while a photo on screen is still loading starts only the new photo's task",
    .tags(.ordering))
  func scrollStartsNoSecondTaskForAPhotoStillLoading() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let row = LazyStickerRow(model: model, width: 2)
    let gate = WorkGate()
    let scene = Scene("a scroll while green.ppm loads")
    let trace = scene.trace
    files.releaseWork(at: gate)
    WorkGate.$current.withValue(gate) { scene.enter { row.scroll(to: 0) } }
    try await scene.until("the loads of red.ppm and green.ppm at the gate") {
      gate.arrivals(of: "load red.ppm") >= 1 && gate.arrivals(of: "load green.ppm") >= 1
    }
    // green.ppm is on screen before and after the scroll, its load held: it has a task, and
    // is not done. blue.ppm comes into view with neither.
    WorkGate.$current.withValue(gate) { scene.enter { row.scroll(to: 1) } }
    try await scene.settled()  // every task started so far is parked at the gate
    // Break it: start a task for every visible photo not done, whether it has one or not,
    // and green.ppm's second task brings a second load here.
    #expect(gate.arrivals(of: "load green.ppm") == 1)
    #expect(gate.arrivals(of: "load blue.ppm") == 1)
    #expect(gate.arrivals(of: "load red.ppm") == 1)

    scene.enter {
      for name in ["red.ppm", "green.ppm", "blue.ppm"] {
        for _ in 0..<gate.arrivals(of: "load \(name)") { gate.release("load \(name)") }
      }
    }
    try await scene.ended(
      "the three loads", scene.start("await the row") { await row.loaded() })
    try await scene.settled()
    #expect(Set(model.processedPhotos.keys) == [0, 1, 2])
    for photo in PhotoFiles.photos {  // each loaded once: a begin and an end
      #expect(trace.events.filter { $0.label == "load \(photo.name)" }.count == 2, "\(photo.name)")
    }
  }
}
