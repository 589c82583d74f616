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
  .serialized, .timeLimit(.minutes(1)),
  .tags(.ordering))
struct Exercise9_2Tests {
  /// The model's two slow steps, each held until the test lets it go: the load, then the
  /// count.
  final class Work {
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// The steps started so far, in order: `load`, `count`.
    private(set) var steps: [String] = []
    var started: Int { steps.count }

    func step(_ name: String) async {
      steps.append(name)
      await withCheckedContinuation { waiting[name, default: []].append($0) }
    }

    /// Lets every step named `name` started so far finish.
    func release(_ name: String) {
      let continuations = waiting[name] ?? []
      waiting[name] = nil
      for continuation in continuations { continuation.resume() }
    }

    /// Lets every step started so far finish.
    func release() {
      for name in waiting.keys { release(name) }
    }
  }

  /// A model whose load and count wait for the test.
  static func model(_ work: Work) -> ColorExtractor {
    ColorExtractor(load: { await work.step("load") }, count: { await work.step("count") })
  }

  /// Draws frames, giving the main actor's other work its turn after each, until `done`
  /// holds or many turns have passed: a step the tap started begins within a turn or two, so
  /// the limit only ends a wait for one that never will; it orders nothing.
  static func render(_ renderer: Renderer, until done: () -> Bool) async {
    for _ in 0..<200 where !done() {
      _ = await renderer.render()
      await Task.yield()
    }
  }

  @Test("The first frame after the tap shows the loading state")
  func loadingStateInTheNextFrame() async throws {
    let work = Work()
    let model = Self.model(work)
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

  /// The load and the count are held one at a time, so the test sees what runs while each
  /// waits: a count that does not wait for the load, or a loading state that ends with the
  /// load, while the count still runs, shows here.
  @Test("The count waits for the load, and the loading state lasts until the count is done")
  func stepsInOrder() async throws {
    let work = Work()
    let model = Self.model(work)
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("Tap to extract")
    await Self.render(renderer) { work.steps.contains("load") }
    // Frames go by with the load held: anything else the tap started has had its turn.
    for _ in 0..<5 {
      _ = await renderer.render()
      await Task.yield()
    }
    let whileLoading = work.steps
    exercise.expect(
      whileLoading == ["load"],
      """
      While the photo was still loading, the steps started were \(whileLoading), not the \
      load alone: the count must wait until the photo has loaded, one step after the other \
      in one task.
      """)
    work.release("load")
    await Self.render(renderer) { work.steps.contains("count") }
    let whileCounting = await renderer.render()
    exercise.expect(
      work.steps == ["load", "count"] && whileCounting.shows("Extracting"),
      """
      With the photo loaded and the colours still being counted (steps started: \
      \(work.steps)), the screen showed \(whileCounting.texts.joined(separator: ", ")), not \
      the loading state: the extraction is over only when the count is done.
      """)
    work.release()
    await Self.render(renderer) { !model.isExtracting }
    work.release()
    let done = await renderer.render()
    exercise.expect(
      done.shows("Tap to extract") && done.shows("1 schemes"),
      """
      Once the count was done, the screen showed \(done.texts.joined(separator: ", ")), not \
      "Tap to extract" and "1 schemes".
      """)
  }

  @Test("A second tap while extracting starts no second extraction")
  func secondTapIgnored() async throws {
    let work = Work()
    let model = Self.model(work)
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
