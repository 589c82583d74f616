import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter2

/// The task a tap starts does the whole tap: `fetched`, `decode` and `display` are steps of
/// that one task, as the page draws them, not work it hands on to tasks of their own.
@Suite("Chapter 2: one task per tap", .backstop)
struct TapStepsInOneTaskTests {
  @Test("A tap's fetched, decode and display all run in the one task onTapEvent starts")
  func everyStepInTheTapsTask() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 2's tap", trace: network.trace)
    network.trace.record("the test's step")
    // `tap` is held to the end, so its task's handle, by which the trace numbers tasks, is
    // not given to a task made after it ends.
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.ended("the tap", tap)
    try await scene.until("the display") {
      network.trace.labels.contains("display 4×3")
    }
    let events = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    let number = { (label: String) in events.first { $0.label == label }?.taskNumber }
    let tapTask = try #require(number("fetched photo.ppm"))
    // Break it: in Chapter2/ImageModel.swift, display the image in a `Task { }` of its own.
    #expect(number("decode 4×3") == tapTask, "the decode ran in another task")
    #expect(number("display 4×3") == tapTask, "the display ran in another task")
    #expect(number("the test's step") != tapTask, "the tap's steps ran in the test's task")
  }
}
