import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// Chapter 8: the sticker app (Code-along: Elevate an app with Swift concurrency, 3:42–31:36).
///
/// The tests run on the main actor, as the model does. Where they ask where code ran, they read
/// the isolation domain each event recorded; where they ask what ran when, the kit's work
/// waits at a `WorkGate` the test holds, so the order is the test's, never the clock's.
@Suite("Chapter 8: the sticker app", .backstop)
struct Chapter8Tests {
  @Test("Loading a photo suspends the main actor without blocking it", .tags(.ordering))
  func loadingSuspends() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let item = model.selection[0]
    let gate = WorkGate()
    let scene = Scene("a photo loading")
    let trace = scene.trace
    // A tap, a job of the scene on the main actor, in which `Task.immediate` runs the call
    // right now, until it first suspends. (Started in a job of the scene, not of the test, the
    // call's first hop off the main actor is known to be the scene's.)
    let tap = WorkGate.$current.withValue(gate) {
      scene.enter { Task { Task.immediate { await model.loadPhoto(item) } } }
    }
    let loading = try await scene.ended("the tap", tap)
    // The call has given the main actor back while the file is held at the gate: this line
    // runs on the main actor, and the model has nothing yet.
    try await scene.until("the load of red.ppm at the gate") {
      gate.arrivals(of: "load red.ppm") >= 1
    }
    #expect(model.processedPhotos.isEmpty)
    #expect(trace.events.isEmpty)
    // Let go as the scene's: a call that went on without a hop is known to be its.
    scene.enter {
      gate.release("load red.ppm")
      gate.release("sticker 64×48")
      gate.release("colors 64×48")
    }
    try await scene.ended("the load", loading)
    let load = try #require(trace.events.first { $0.label == "load red.ppm" })
    #expect(load.domain == .pool)
    #expect(model.processedPhotos[item.id] != nil)
  }

  @Test("A load suspends: main-actor work waiting behind it runs before it returns")
  func loadSuspendsProbe() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let outcome = await SuspensionProbe.run { await model.loadPhoto(model.selection[0]) }
    #expect(outcome.suspended)
    #expect(outcome.labels.last == "show red.ppm")
  }

  @Test("Processing runs off the main actor; filing and showing on it", .tags(.isolation))
  func processingOffTheMainActor() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.loadPhoto(model.selection[0]) }
    for event in trace.events {
      let onMain = event.label.hasPrefix("filed") || event.label.hasPrefix("show")
      #expect(event.domain == (onMain ? .mainActor : .pool), "\(event.label) in \(event.domain)")
    }
    // Each piece of work names the photo it is for.
    let labels = Set(trace.labels)
    #expect(
      labels == [
        "load red.ppm", "decode red.ppm 64×48", "sticker red.ppm 64×48",
        "colors red.ppm 64×48", "filed red.ppm", "show red.ppm",
      ])
  }

  @Test("Drawing a sticker as text runs on the pool; only printing it is left to the main actor")
  func drawingOffTheMainActor() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    await model.loadPhoto(model.selection[0])
    let item = model.selection[0]
    let photo = try #require(model.processedPhotos[item.id])
    let trace = Trace()
    let terminal = Terminal(isInteractive: true, width: 80)
    let text = await Trace.$current.withValue(trace) {
      await StickerCarousel.draw(photo, of: item, on: terminal)
    }
    #expect(trace.events.map(\.label) == ["draw red.ppm", "draw red.ppm"])
    #expect(trace.events.allSatisfy { $0.domain == .pool })
    #expect(text.contains("red.ppm: sticker"))
  }

  @Test(
    "With async let, the sticker and the colours both start before either finishes, whichever finishes first",
    .tags(.ordering))
  func asyncLetOverlaps() async throws {
    let files = try PhotoFiles()
    let data = try Data(contentsOf: files.urls[0])
    let pieces = ["sticker 64×48", "colors 64×48"]
    // Both orders in which the two children can finish: each is let through, and waited for,
    // while the other is still held at the gate.
    await OrderExplorer(names: pieces).explore { order in
      let gate = WorkGate()
      let scene = Scene("async let's two children")
      let trace = scene.trace
      let processing = WorkGate.$current.withValue(gate) {
        scene.enter {
          Task { try await PhotoProcessor(workingSize: nil).process(data: data) }
        }
      }
      // Both children are waiting at the gate at once: neither has been let through yet.
      try await scene.until("the sticker and the colours at the gate") {
        pieces.allSatisfy { gate.arrivals(of: $0) >= 1 }
      }
      order.expect(
        !trace.labels.contains { pieces.contains($0) }, "work began at the gate: \(trace.labels)")
      for piece in order.arranged(pieces) {
        gate.release(piece)
        try await scene.until("the end of \(piece)") {
          trace.events.contains { $0.kind == .end && $0.label == piece }
        }
        // And all it let run has run: the child whose work ended has returned, not only
        // recorded its end, before the other is let through.
        try await scene.settled()
      }
      let processed = try await scene.ended("the processing", processing)
      order.expect(
        processed.colorScheme.colors.first?.name == "red",
        "colours \(processed.colorScheme.colors.map(\.name))")
      order.expect(processed.sticker.width > 0, "no sticker")
      let work = trace.events.filter { $0.label != "decode 64×48" }
      order.expect(work.allSatisfy { $0.domain == .pool }, "work off the pool: \(work)")
      let ends = trace.events.filter { $0.kind == .end && pieces.contains($0.label) }
      return .events(ends.map(\.label), expected: order.arranged(pieces))
    }
  }

  @Test(
    "The task group files every result under its own photo, whatever order they finish in",
    .tags(.ordering))
  func taskGroupFilesByID() async throws {
    let files = try PhotoFiles()
    let names = PhotoFiles.photos.map(\.name)
    // Every order in which the three children can finish (6): each load is let through once
    // the result before it is filed. Each wait is for an event, the next filing, so a result
    // filed under the wrong photo fails the order rather than waiting for ever.
    await OrderExplorer(names: names).explore { order in
      let grid = try await files.startGrid()  // all three children started
      let (model, trace) = (grid.model, grid.trace)
      for name in order.arranged(names) {
        let before = trace.events.count
        grid.gate.release("load \(name)")
        // The next result filed, whichever photo it is filed under.
        try await grid.scene.until("a result filed after \(name)'s load") {
          trace.events.contains { $0.sequence >= before && $0.label.hasPrefix("filed") }
        }
      }
      try await grid.scene.ended("the grid", grid.task)
      for (item, photo) in zip(model.selection, PhotoFiles.photos) {
        let color = model.processedPhotos[item.id]?.colorScheme.colors.first?.name
        order.expect(color == photo.color, "\(photo.name) is filed as \(color ?? "nothing")")
      }
      order.expect(
        model.processedPhotos.count == 3 && model.invalidPhotos.isEmpty,
        "\(model.processedPhotos.count) processed, refused: \(model.invalidPhotos)")
      order.expect(
        model.carousel.shown == order.arranged(names), "shown: \(model.carousel.shown)")
      return .events(
        trace.labels.filter { $0.hasPrefix("filed") },
        expected: order.arranged(names).map { "filed \($0)" })
    }
  }

  @Test("The grid's photos are processed side by side on the pool", .tags(.isolation))
  func gridOnThePool() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let trace = Trace()
    await Trace.$current.withValue(trace) { await model.processAllPhotos() }
    let work = trace.events.filter { event in
      ["load", "decode", "sticker", "colors"].contains { event.label.hasPrefix($0) }
    }
    #expect(work.count == 24)  // three photos × (load, decode, sticker, colours) × (begin, end)
    #expect(work.allSatisfy { $0.domain == .pool })
    // Side by side, each piece names its photo.
    for photo in PhotoFiles.photos {
      #expect(work.filter { $0.label.contains(photo.name) }.count == 8, "\(photo.name)")
    }
    #expect(model.stickers.count == 3)
  }
}
