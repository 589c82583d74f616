import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The sticker and the colours are `async let` child tasks of `process(data:)` (15:58): the
/// call cannot return while one of its children still runs, not even when the other has
/// thrown. An unstructured `Task { }` would outlive it.
@Suite("Chapter 8: the colours run in a child task of the call", .backstop)
struct ColoursInAChildTaskTests {
  @Test("When the sticker throws, the call still waits for the colours held at the gate")
  func callWaitsForTheColoursAfterTheStickerThrows() async throws {
    let data = DrawnPhoto.plain.image(width: 64, height: 48).ppmData()
    let gate = WorkGate()
    let scene = Scene("a plain picture processed, its colours held")
    let returned = Locked(false)
    let processing = WorkGate.$current.withValue(gate) {
      scene.start("processing") {
        defer { returned.withLock { $0 = true } }
        return try await PhotoProcessor(workingSize: nil).process(data: data)
      }
    }
    try await scene.arrival(of: "sticker 64×48", at: gate)
    try await scene.arrival(of: "colors 64×48", at: gate)
    // The sticker finds no subject and throws; the colours stay held.
    scene.enter { gate.release("sticker 64×48") }
    // Break it: start the colours in a `Task { }` and await its value, and the call throws
    // the sticker's error at once, leaving the colours running on their own.
    let returnedEarly = try await scene.whether("the call to return, its colours held") {
      returned.current
    }
    #expect(!returnedEarly)
    scene.enter { gate.release("colors 64×48") }
    await #expect(throws: StickerError.self) { try await scene.ended("the call", processing) }
  }
}
