import Testing
import WorkbenchKit
import Workbook
import WorkbookTesting

/// The arrangements the workbench times, seen at the kit's gate: a test holds a photo's
/// sticker or colours there and looks for the work that goes on meanwhile, so that "side by
/// side" is shown by the order the gate allows, never by a clock.
@Suite("Workbench: the sticker work's arrangements", .tags(.ordering), .backstop)
struct StickerStagesTests {
  let first = StickerPhotos.drawn(width: 64, height: 48)
  let second = StickerPhotos.drawn(width: 80, height: 60)

  @Test("The async let row makes a photo's colours while its sticker is held, photo by photo")
  func asyncLetSideBySide() async throws {
    let photos = [first, second]
    let gate = WorkGate()
    let scene = Scene("the async let row, the first sticker held")
    gate.release("colors 64×48")
    let row = WorkGate.$current.withValue(gate) {
      scene.start("the async let row") { await StickerStages.asyncLet(photos) }
    }
    // Break it: make `processInParallel`'s two `async let`s two awaits in turn, and the
    // colours wait behind the held sticker: the scene settles without them, stuck.
    try await scene.until("the first photo's colours made, its sticker held") {
      scene.trace.events.contains { $0.kind == .end && $0.label == "colors 64×48" }
    }
    #expect(!scene.trace.labels.contains("sticker 64×48"))
    // Photo after photo: nothing of the second starts while the first is held.
    try await scene.settled()
    #expect(gate.arrivals(of: "sticker 80×60") == 0 && gate.arrivals(of: "colors 80×60") == 0)
    for name in ["sticker 64×48", "sticker 80×60", "colors 80×60"] { gate.release(name) }
    try await scene.ended("the async let row", row)
  }

  @Test("The task group row starts every photo's sticker and colours at once")
  func taskGroupEveryPhotoAtOnce() async throws {
    let photos = [first, second]
    let gate = WorkGate()
    let scene = Scene("the task group row, all work held")
    let row = WorkGate.$current.withValue(gate) {
      scene.start("the task group row") { await StickerStages.taskGroup(photos) }
    }
    let work = ["sticker 64×48", "colors 64×48", "sticker 80×60", "colors 80×60"]
    // Break it: have `taskGroup` process the photos one after the other, and the second
    // photo's work never reaches the gate while the first's is held: stuck.
    try await scene.until("all four pieces of work at the gate") {
      work.allSatisfy { gate.arrivals(of: $0) >= 1 }
    }
    for name in work { gate.release(name) }
    try await scene.ended("the task group row", row)
  }
}
