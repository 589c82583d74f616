import Foundation
import Testing
import WorkbookTesting
import WorkbookUI

import class Workbook.Trace

@testable import Exercise9_2

private nonisolated let exercise = ExerciseFile.exercise(
  "9.2", "09-swiftui/9.2-loading-first/ColorExtractorView.swift")

/// Grades exercise 9.2 with the renderer's frame log: the test draws each frame itself, and
/// holds the slow work until it releases it, so "the first frame after the tap" is a number.
@Suite(
  "Exercise 9.2: the loading state lands in its frame", .started(exercise), .watched(exercise),
  .timeLimit(.minutes(1)),
  .tags(.ordering))
struct Exercise9_2Tests {
  /// The model with its two slow steps held until `release` is called for each.
  final class Work {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var started = 0

    func step() async {
      started += 1
      await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets every step started so far finish.
    func release() {
      let continuations = waiting
      waiting = []
      for continuation in continuations { continuation.resume() }
    }
  }

  @Test("The first frame after the tap shows the loading state")
  func loadingStateInTheNextFrame() async throws {
    let work = Work()
    let model = ColorExtractor(load: { await work.step() }, count: { await work.step() })
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("Tap to extract")
    let next = await renderer.render()
    exercise.expect(
      next.shows("Extracting"),
      """
      The first frame after the tap shows "\(next.texts.first ?? "")", not the loading state: \
      the change came too late. Code inside a Task runs after the tap action returns, and \
      after an await even later; set isExtracting in the tap action itself.
      """)
    // Until the work is over: still extracting, or not yet counted. A tap action that counts
    // the schemes without the model's second step ends the loop too, and the check below
    // says so, instead of waiting out the time limit.
    while model.isExtracting || (work.started < 2 && model.schemes == 0) {
      work.release()
      _ = await renderer.render()
    }
    exercise.expect(
      work.started == 2,
      """
      After the tap, \(work.started) of the model's two slow steps (load, then count) ran: \
      keep the task's calls to loadPhoto() and extractColorScheme(), which does the counting.
      """)
    let done = await renderer.render()
    exercise.expect(
      done.shows("Tap to extract") && done.shows("1 schemes"),
      """
      Once the work was done, the screen showed \(done.texts.joined(separator: ", ")), not \
      "Tap to extract" and "1 schemes": clear isExtracting, and count the schemes, when the \
      work ends.
      """)
  }

  @Test("A second tap while extracting starts no second extraction")
  func secondTapIgnored() async throws {
    let work = Work()
    let model = ColorExtractor(load: { await work.step() }, count: { await work.step() })
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("Tap to extract")
    _ = await renderer.render()
    try renderer.tap("schemes")
    _ = await renderer.render()
    while model.isExtracting {
      work.release()
      _ = await renderer.render()
    }
    exercise.expect(
      model.schemes == 1,
      """
      The button was tapped again while the first extraction was running, and \
      \(model.schemes) extractions were made, not 1. Keep the starter's guard, which ignores \
      a tap while isExtracting is true.
      """)
    exercise.expect(
      work.started == 2,
      """
      One extraction must load, then count, once each; \(work.started) of those steps \
      started. Keep the two awaits of the starter's task as they are.
      """)
  }

  @Test("No sleep or escape hatch")
  func noEscapeHatches() async throws {
    try await expectNoEscapeHatches(
      in: exercise, hint: "Set the state synchronously in the tap action, before the Task.")
  }
}
