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
  /// The model's two slow steps, each held until the test lets it go: the load, then the
  /// count.
  final class Work {
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// The steps started so far, in order: `load`, `count`.
    private(set) var steps: [String] = []
    var started: Int { steps.count }

    /// Whether a step named `name` has started and is held.
    func isHeld(_ name: String) -> Bool {
      !(waiting[name] ?? []).isEmpty
    }

    /// Whether any step has started and is held.
    var isHolding: Bool {
      waiting.values.contains { !$0.isEmpty }
    }

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

  /// Draws a few frames, giving the main actor's other work its turn after each: a task a
  /// tap started has begun by then, and its first step is under way.
  static func letTurnsPass(_ renderer: Renderer) async {
    for _ in 0..<5 {
      _ = await renderer.render()
      await Task.yield()
    }
  }

  /// Lets every held step go, frame after frame, until nothing is held or extracting: the
  /// end of every extraction the taps started.
  static func finish(_ work: Work, _ model: ColorExtractor, _ renderer: Renderer) async {
    await render(renderer) {
      work.release()
      return !model.isExtracting && !work.isHolding
    }
  }

  /// Lets the held load go until the count is held, then lets the count go and draws the
  /// first frame after it; nil if no count is held within many turns (a tap action that
  /// never calls it).
  ///
  /// The release hands the count's end to the main actor as a job of its own; the test's
  /// `Task.yield()` queues its turn behind that job, so the work has ended when the frame is
  /// built, and whatever that job left for later (a task of its own) has not run yet. In the
  /// app, a frame can land in just that gap: the frame drawn here is the first one that could.
  static func frameAfterTheCount(
    _ work: Work, _ renderer: Renderer
  ) async -> Frame? {
    for _ in 0..<200 {
      if work.isHeld("count") {
        work.release("count")
        await Task.yield()
        return await renderer.render()
      }
      work.release("load")
      _ = await renderer.render()
      await Task.yield()
    }
    return nil
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
    let done = await Self.frameAfterTheCount(work, renderer)
    work.release()
    exercise.expect(
      work.started == 2,
      """
      After the tap, \(work.started) of the model's two slow steps (load, then count) ran: \
      keep the task's calls to loadPhoto() and extractColorScheme(), which does the counting.
      """)
    guard let done else { return }
    exercise.expect(
      done.shows("Tap to extract") && done.shows("1 schemes"),
      """
      The first frame drawn once the work was done (the photo loaded, the colours counted) \
      showed \(done.texts.joined(separator: ", ")), not "Tap to extract" and "1 schemes": \
      every frame after the work must show the count and no loading state, the very first \
      one too.
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
    await Self.letTurnsPass(renderer)
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

  /// One tap while the photo loads and one while the colours are counted: the extraction is
  /// under way through both steps, and neither tap may start another.
  @Test("A second tap while extracting starts no second extraction")
  func secondTapIgnored() async throws {
    let work = Work()
    let model = Self.model(work)
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("Tap to extract")
    await Self.render(renderer) { work.isHeld("load") }
    try renderer.tap("schemes")
    await Self.letTurnsPass(renderer)
    work.release("load")
    await Self.render(renderer) { work.isHeld("count") }
    try renderer.tap("schemes")
    await Self.finish(work, model, renderer)
    exercise.expect(
      model.schemes == 1,
      """
      The button was tapped again while the photo loaded, and again while the colours were \
      counted, and \(model.schemes) extractions were made, not 1: a tap while an extraction \
      is under way must start nothing.
      """)
    exercise.expect(
      work.started == 2,
      """
      One extraction must load, then count, once each; \(work.started) of those steps \
      started (\(work.steps)). Keep the two awaits of the starter's task as they are.
      """)
  }

  /// Extraction after extraction, each tapped for once the one before has ended: the guard
  /// against a second extraction must refuse taps only while one is under way.
  @Test("A tap after the work is over starts the next extraction")
  func tapAfterTheWorkStartsAgain() async throws {
    let work = Work()
    let model = Self.model(work)
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    let extractions = RandomInputs.current.int(in: 2...4)
    _ = await renderer.render()
    for number in 1...extractions {
      try renderer.tap("schemes")
      let next = await renderer.render()
      let done = await Self.frameAfterTheCount(work, renderer)
      work.release()
      let started = work.started - 2 * (number - 1)
      let ended = done.map { $0.shows("Tap to extract") && $0.shows("\(number) schemes") }
      let tapped =
        number == 1
        ? "The screen was tapped"
        : "After \(number - 1) of \(extractions) extractions had ended, the screen was tapped again"
      exercise.expect(
        next.shows("Extracting") && started == 2,
        """
        \(tapped): the next frame showed \(next.texts.joined(separator: ", ")), and \(started) of \
        the model's two slow steps started, not the loading state and both steps. Once an \
        extraction is over, a tap must start the next one, as the first tap did.
        """)
      exercise.expect(
        started != 2 || ended == true,
        """
        Extraction \(number) of \(extractions), tapped for once the one before had ended: \
        the first frame after its work showed \
        \(done?.texts.joined(separator: ", ") ?? "nothing new"), not "Tap to extract" and \
        "\(number) schemes".
        """)
      guard next.shows("Extracting"), started == 2, ended == true else { return }
    }
  }

  @Test("No sleep or escape hatch")
  func noEscapeHatches() async throws {
    try await expectNoEscapeHatches(
      in: exercise, hint: "Set the state synchronously in the tap action, before the Task.")
  }
}
