import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The stages `swift run chapter8 --stage` runs, the carousel that loads what is on screen
/// (Code-along 6:59), and what cancelling the grid's task group does to its children.
@Suite("Chapter 8: the stages, the lazy carousel, cancelling the grid", .backstop)
struct Chapter8StageTests {
  @Test("At the 9:03 stage the photo is decoded and processed on the main actor", .tags(.isolation))
  func mainActorStage() async throws {
    let files = try PhotoFiles()
    let model = files.model(stage: .mainActor)
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.loadPhoto(model.selection[0]) }
    // Break it: have `process(_:)` call `process(data:)` at this stage, and the sticker and the
    // colours are on the pool: no hang to see.
    for event in trace.events where !event.label.hasPrefix("draw") {
      let onPool = event.label.hasPrefix("load")
      #expect(event.domain == (onPool ? .pool : .mainActor), "\(event.label) in \(event.domain)")
    }
    #expect(trace.labels.contains("sticker red.ppm 64×48"))
    #expect(model.processedPhotos[model.selection[0].id] != nil)
  }

  @Test("At the 12:30 stage all the processing leaves the main actor", .tags(.isolation))
  func concurrentStage() async throws {
    let files = try PhotoFiles()
    let model = files.model(stage: .concurrent)
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.loadPhoto(model.selection[0]) }
    // Break it: remove `@concurrent` from `processOneAfterTheOther(data:)`, and the decode runs
    // on the main actor, where `loadPhoto` calls it.
    for event in trace.events {
      let onMain = event.label.hasPrefix("filed") || event.label.hasPrefix("show")
      #expect(event.domain == (onMain ? .mainActor : .pool), "\(event.label) in \(event.domain)")
    }
    #expect(trace.labels.contains("colors red.ppm 64×48"))
  }

  @Test(
    "The carousel loads only the photos on screen, and a scroll loads the next one",
    .tags(.ordering))
  func carouselLoadsWhatIsOnScreen() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let row = LazyStickerRow(model: model, width: 2)
    let gate = WorkGate()
    let scene = Scene("the lazy carousel")
    let trace = scene.trace
    files.releaseWork(at: gate)
    WorkGate.$current.withValue(gate) { scene.enter { row.scroll(to: 0) } }
    // The two placeholders on screen started loading on their own, before anyone waits.
    try await scene.until("the loads of red.ppm and green.ppm at the gate") {
      gate.arrivals(of: "load red.ppm") >= 1 && gate.arrivals(of: "load green.ppm") >= 1
    }
    // Break it: start a task for every photo of the selection, and blue's load goes through
    // here, off screen.
    gate.release("load blue.ppm")
    gate.release("load red.ppm")
    gate.release("load green.ppm")
    try await scene.ended(
      "the loads on screen", scene.start("await the row") { await row.loaded() })
    #expect(Set(model.processedPhotos.keys) == [0, 1])
    #expect(!trace.labels.contains("load blue.ppm"))

    WorkGate.$current.withValue(gate) { scene.enter { row.scroll(to: 1) } }
    try await scene.ended(
      "the load scrolled to", scene.start("await the row") { await row.loaded() })
    #expect(Set(model.processedPhotos.keys) == [0, 1, 2])
    for photo in PhotoFiles.photos {  // each loaded once: a begin and an end
      #expect(trace.events.filter { $0.label == "load \(photo.name)" }.count == 2, "\(photo.name)")
    }
  }

  @Test(
    "Cancelling the grid reaches every child, stops none, and the group waits for them all",
    .tags(.ordering))
  func cancellingTheGrid() async throws {
    let files = try PhotoFiles()
    let names = PhotoFiles.photos.map(\.name)
    // Every order in which the three cancelled children can finish (6): each load is let
    // through once the child before it has returned and its result has been dropped.
    await OrderExplorer(names: names).explore { order in
      let grid = try await files.startGrid()  // every child started, and holds its load
      let (model, trace) = (grid.model, grid.trace)
      grid.task.cancel()
      for name in order.arranged(names) {
        grid.gate.release("load \(name)")
        // Its result dropped (or, if the child went on, filed: the order then fails).
        try await grid.scene.until("\(name)'s result dropped or filed") {
          trace.events.contains {
            ["dropped \(name), cancelled", "filed \(name)"].contains($0.label)
          }
        }
      }
      try await grid.scene.ended("the grid", grid.task)
      order.expect(
        model.processedPhotos.isEmpty && model.invalidPhotos.isEmpty,
        "filed: \(model.processedPhotos.keys.sorted()), refused: \(model.invalidPhotos)")
      // No child was stopped: each finished its load (a begin and an end), cancelled or not,
      // and then saw the cancellation and skipped the processing (break it: delete
      // `try Task.checkCancellation()` in the child, and the decodes are here). The group
      // returned after its last child (break it: run the group in a `Task { }` that
      // processAllPhotos() does not await, and it returns before any load ends).
      return .events(
        trace.events.map(\.label),
        expected: order.arranged(names).flatMap {
          ["load \($0)", "load \($0)", "dropped \($0), cancelled"]
        } + ["grid returned"])
    }
  }

  @Test("swift run chapter8 --stage main-actor makes the stickers on the main actor, no grid")
  func mainActorStageRun() async throws {
    let files = try PhotoFiles()
    let run = try await ProgramRun(
      "chapter8", ["--stage", "main-actor", "--"] + files.urls.map(\.path))
    #expect(run.status == 0, "chapter8 exited \(run.status): \(run.errors)")
    #expect(run.output.contains("Stage main-actor (9:03): "))
    let key = run.keyLabels
    #expect(key.contains("show in the carousel red.ppm, green.ppm"), "\(key)")
    #expect(key.contains("scroll the carousel to blue.ppm"), "\(key)")
    #expect(!key.contains { $0.hasPrefix("open the sticker grid") }, "\(key)")
    let lines = run.output.split(separator: "\n")
    for photo in PhotoFiles.photos {
      let sticker = lines.first { $0.contains("  sticker \(photo.name) ") }
      #expect(sticker?.contains("main actor") == true, "\(sticker ?? "no sticker line")")
    }
  }
}
