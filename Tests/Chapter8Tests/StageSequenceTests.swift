import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// Whether a stage makes a photo's sticker and colours in turn or side by side, seen at the
/// gate: the sticker is held there, and the test looks for the colours.
@Suite("Chapter 8: the two extractions, in turn or side by side", .backstop)
struct StageSequenceTests {
  /// Starts `loadPhoto` of red.ppm on a model at `stage`, under a gate that lets the load and
  /// the colours through and holds the sticker, and returns once the sticker is at the gate.
  @MainActor
  private func loadHoldingTheSticker(
    stage: Stage
  ) async throws -> (scene: Scene, gate: WorkGate, task: Task<Void, Never>) {
    let files = try PhotoFiles()
    let model = files.model(stage: stage)
    let gate = WorkGate()
    let scene = Scene("red.ppm's sticker held at \(stage)")
    gate.release("load red.ppm")
    gate.release("colors 64×48")
    let task = WorkGate.$current.withValue(gate) {
      scene.enter { Task { await model.loadPhoto(model.selection[0]) } }
    }
    try await scene.until("the sticker at the gate") { gate.arrivals(of: "sticker 64×48") >= 1 }
    return (scene, gate, task)
  }

  @Test("At the 12:30 stage the colours start only once the sticker is done", .tags(.ordering))
  func concurrentStageInTurn() async throws {
    let (scene, gate, task) = try await loadHoldingTheSticker(stage: .concurrent)
    // All the work that can run while the sticker is held has run.
    try await scene.settled()
    // Break it: make the two extractions `async let`s at this stage, and the colours reach
    // the gate, and are made, while the sticker waits.
    #expect(gate.arrivals(of: "colors 64×48") == 0)
    #expect(!scene.trace.labels.contains("colors red.ppm 64×48"), "\(scene.trace.labels)")
    gate.release("sticker 64×48")
    try await scene.ended("the load", task)
    let labels = scene.trace.events.filter { $0.kind == .end }.map(\.label)
    #expect(
      labels.filter { $0.hasPrefix("sticker") || $0.hasPrefix("colors") }
        == ["sticker red.ppm 64×48", "colors red.ppm 64×48"], "\(labels)")
  }

  @Test(
    "At the 15:58 stage (--stage async-let) the colours are made while the sticker waits",
    .tags(.ordering))
  func asyncLetStageSideBySide() async throws {
    let (scene, gate, task) = try await loadHoldingTheSticker(stage: .asyncLet)
    // Break it: have this stage call `processOneAfterTheOther(data:)`, and the colours wait
    // behind the held sticker: the scene settles without them, stuck.
    try await scene.until("the colours made, the sticker still held") {
      scene.trace.events.contains { $0.kind == .end && $0.label == "colors red.ppm 64×48" }
    }
    #expect(!scene.trace.labels.contains("sticker red.ppm 64×48"))
    gate.release("sticker 64×48")
    try await scene.ended("the load", task)
  }
}
