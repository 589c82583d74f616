import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

/// Awaiting a `@concurrent` decode gives the main actor up, exactly as awaiting a request
/// does: where the decode runs is half the lesson, the main actor free meanwhile the other.
///
/// The probe is a piece of main-actor work queued at the moment the tap records `fetched`,
/// in the tap's own main-actor job, just before it decodes. The main actor runs its jobs in
/// order, so the probe runs before the display only if the tap let the main actor go while
/// it decoded. No timing is involved: the order is the proof.
@Suite("Chapter 4: the main actor is free while a tap decodes", .backstop)
struct MainActorFreeWhileDecodingTests {
  @Test("Main-actor work queued as a tap starts its decode runs before the tap displays")
  func mainActorRunsOtherWorkDuringTheDecode() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 4's tap and a probe", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    // The trace asks its watchers about each event on the thread that records it: the watch
    // queues the probe there, inside the tap's job that records `fetched`, before that job goes
    // on to the decode. (A task resumed by `fetched` would reach the main actor only after a
    // hop through the pool, which a decode on another thread can beat.)
    let trace = network.trace
    let watch = scene.enter {
      Task {
        await trace.firstEvent { event in
          guard event.label == "fetched photo.ppm" else { return false }
          Task { @MainActor in trace.record("other main-actor work") }
          return true
        }
      }
    }
    try await scene.until("the watch for fetched") { trace.waiterCount == 1 }
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    try await scene.ended("the watch", watch)
    try await scene.until("the probe to run") {
      trace.events.contains { $0.label == "other main-actor work" }
    }
    // Break it: in Chapter4/ImageModel.swift, have the tap wait on the main actor for a
    // decode that runs on another thread (a semaphore), instead of awaiting decodeImage.
    #expect(
      network.mainActorLabels == ["fetched photo.ppm", "other main-actor work", "display 4×3"],
      "the main actor was held while the image decoded")
    #expect(
      network.trace.events.filter { $0.label == "decode 4×3" }.allSatisfy { $0.domain == .pool })
  }
}
