import Foundation
import Testing
import Workbook
import WorkbookTesting

/// What chapter 3's program plays, read from the trace file of a run on one image: how many
/// rounds it opens, and the tap with the effect after them. Only what the program does
/// whatever the machine's speed is checked here: the order of a round's responses comes from
/// its server's latencies, a clock, so no test reads it from a run (`Chapter3DemoRoundTests`
/// plays a round on a gated network instead).
@Suite("Chapter 3: the demo's rounds", .backstop)
struct Chapter3DemoRoundsTests {
  @Test(
    "Given one image, chapter3 opens it in two rounds, then once more with the effect")
  func twoRoundsInTurn() async throws {
    let run = try await TracedProgramRun("chapter3", ["workbook://samples/small.ppm"])
    // Break it: in chapter 3's ChapterDemo.swift, play one round per image, even for one image.
    #expect(
      run.labels.filter { $0.hasPrefix("open") } == [
        "open small.ppm", "open small.ppm", "open with an effect small.ppm",
      ])
  }

  @Test("After the rounds, chapter3 taps the image with the effect; the news waits 600 ms")
  func effectTapAndRefresh() async throws {
    let run = try await TracedProgramRun("chapter3", ["workbook://samples/small.ppm"])
    // Break it: in chapter 3's ChapterDemo.swift, make the last tap a plain `onTapEvent`.
    #expect(
      run.labels(of: "effect") == [
        "fetched small.ppm", "effect 160×120", "scale 160×120 → 20×15", "scale 20×15 → 160×120",
        "display 160×120",
      ])
    // Break it: give the demo's news model a refresh interval of 300 ms. A task's sleep
    // lasts at least what it asks, so a wait shorter than 600 ms is one that asked less.
    let waits = Array(zip(run.times(of: "wait for refresh"), run.times(of: "refresh due")))
    #expect(waits.count == 2 && waits.allSatisfy { $1 - $0 >= 600 }, "\(waits)")
  }
}
