import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

@Suite("Stickers: a sticker is the subject, cut out, outlined in white", .backstop)
struct StickerExtractorTests {
  @Test("The sticker is cropped around the subject with room for its outline")
  func cropAndTransparency() throws {
    let photo = DrawnPhoto.flower.image(width: 256, height: 192)
    let sticker = try StickerExtractor().extractSticker(from: photo)
    // The disc is 0.6 × 192 ≈ 115 pixels across; the outline is 3 wide, the room 5.
    let outline = StickerExtractor.outlineWidth(forSide: 256)
    #expect(outline == 3)
    let expected = 115 + 2 * (outline + 2)
    #expect(abs(sticker.width - expected) <= 2 && abs(sticker.height - expected) <= 2)
    // Corners are transparent; the centre is the flower's yellow; beside the subject, white.
    #expect(sticker[0, 0].alpha == 0)
    #expect(sticker[sticker.width - 1, sticker.height - 1].alpha == 0)
    let centre = sticker[sticker.width / 2, sticker.height / 2]
    #expect(centre.alpha == 255 && centre.red > 200 && centre.green > 180 && centre.blue < 80)
    let rim = sticker[sticker.width / 2, outline + 1]  // just above the top of the disc
    #expect(rim == RGBA(255, 255, 255), "\(rim)")
  }

  @Test("The same photo gives the same sticker, every time")
  func deterministic() throws {
    let photo = DrawnPhoto.flower.image(width: 128, height: 96)
    let first = try StickerExtractor().extractSticker(from: photo)
    let second = try StickerExtractor().extractSticker(from: photo)
    #expect(first == second)
  }

  @Test("A plain picture gives no sticker, with an error that says why")
  func plainPicture() {
    let error = #expect(throws: StickerError.self) {
      try StickerExtractor().extractSticker(from: DrawnPhoto.plain.image(width: 64, height: 48))
    }
    #expect(
      error.map { "\($0)" }
        == "no subject to lift: nothing in this 64×48 picture stands out from its background")
  }

  @Test("The photo is scaled down to the working size first; the work is a traced span")
  func workingSize() throws {
    let trace = Trace()
    let photo = DrawnPhoto.flower.image(width: 512, height: 384)
    _ = try Trace.$current.withValue(trace) {
      try StickerExtractor(workingSize: 256).extractSticker(from: photo)
    }
    // The scaling is a kit span of its own, ended before the sticker's begins.
    #expect(
      trace.events.map(\.label) == [
        "scale 512×384 → 256×192", "scale 512×384 → 256×192", "sticker 256×192",
        "sticker 256×192",
      ])
    #expect(trace.events.map(\.kind) == [.begin, .end, .begin, .end])
  }

  @Test("The async entry point waits at the task's gate before it starts")
  func gate() async throws {
    let gate = WorkGate()
    let scene = Scene("a sticker held at its gate")
    let trace = scene.trace
    let photo = DrawnPhoto.flower.image(width: 64, height: 48)
    let work = scene.start("the sticker") {
      try await WorkGate.$current.withValue(gate) {
        try await StickerExtractor().extractSticker(from: photo)
      }
    }
    try await scene.arrival(of: "sticker 64×48", at: gate)
    #expect(trace.events.isEmpty)  // held at the gate: not started
    gate.release("sticker 64×48")
    let sticker = try await scene.ended("the sticker", work)
    #expect(sticker.width > 0)
    #expect(trace.labels == ["sticker 64×48"])
  }
}
