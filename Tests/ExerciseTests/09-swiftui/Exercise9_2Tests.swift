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
  /// A model whose load and count are held until the test lets them go.
  static func model(_ work: HeldSteps) -> ColorExtractor {
    ColorExtractor(load: { await work.step("load") }, count: { await work.step("count") })
  }

  /// The view over a model whose steps are held, its first frame drawn: where every test
  /// starts, before the tap.
  static func onScreen() async -> (work: HeldSteps, model: ColorExtractor, renderer: Renderer) {
    let work = HeldSteps()
    let model = Self.model(work)
    let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
    _ = await renderer.render()
    return (work, model, renderer)
  }

  /// Draws frames, giving the main actor's other work its turn after each, until `done`
  /// holds. Each wait names what every submission reaches, right or wrong: a step held, or
  /// the extraction over; one that reaches neither never ends, and the watchdog says so.
  static func render(_ renderer: Renderer, until done: () -> Bool) async {
    while !done() {
      _ = await renderer.render()
      await Task.yield()
    }
  }

  /// Draws frames until the tap's work holds a step, or the extraction is over.
  static func renderUntilHeldOrOver(
    _ work: HeldSteps, _ model: ColorExtractor, _ renderer: Renderer
  ) async {
    await render(renderer) { work.isHolding || !model.isExtracting }
  }

  /// Draws a few frames, giving the main actor's other work its turn after each: a task the
  /// tap started alongside has begun by then. (A right answer starts none, so no count of
  /// turns decides its grade.)
  static func letTurnsPass(_ renderer: Renderer) async {
    for _ in 0..<5 {
      _ = await renderer.render()
      await Task.yield()
    }
  }

  /// Lets held steps go until no step is held and the extraction is over: the end of every
  /// extraction the taps started.
  static func finish(_ work: HeldSteps, _ model: ColorExtractor, _ renderer: Renderer) async {
    while work.isHolding || model.isExtracting {
      await work.release()
      await renderUntilHeldOrOver(work, model, renderer)
      if !work.isHolding { break }
    }
  }

  /// Lets the held load go, then the count, and returns the first frame drawn after the
  /// count's end; nil if no count is ever held (a tap action that never calls it).
  ///
  /// The frame's task is made in the job in which the count, let go, goes on into the model:
  /// it runs as soon as that job ends, before anything the job started after it (a task of
  /// its own). In the app, a frame can land just there: the frame drawn is the first that
  /// could be.
  static func frameAfterTheCount(
    _ work: HeldSteps, _ model: ColorExtractor, _ renderer: Renderer
  ) async -> Frame? {
    await renderUntilHeldOrOver(work, model, renderer)
    if work.isHeld("load"), !work.isHeld("count") {
      await work.release("load")
      await renderUntilHeldOrOver(work, model, renderer)
    }
    guard work.isHeld("count") else { return nil }
    var frame: Task<Frame, Never>?
    work.onResume = { name in
      if name == "count", frame == nil { frame = Task { await renderer.render() } }
    }
    await work.release("count")
    work.onResume = nil
    return await frame?.value
  }

  @Test("The first frame after the tap shows the loading state")
  func loadingStateInTheNextFrame() async throws {
    let (work, model, renderer) = await Self.onScreen()
    try renderer.tap("Tap to extract")
    let next = await renderer.render()
    exercise.expect(
      next.shows("Extracting"),
      """
      The first frame after the tap shows "\(next.texts.first ?? "")", not the loading state: \
      the change came too late: the frame after a tap must already show that the work has \
      begun, however long the work waits before it can go on.
      """)
    let done = await Self.frameAfterTheCount(work, model, renderer)
    await Self.finish(work, model, renderer)
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
    let (work, model, renderer) = await Self.onScreen()
    try renderer.tap("Tap to extract")
    await Self.renderUntilHeldOrOver(work, model, renderer)
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
    await work.release("load")
    await Self.renderUntilHeldOrOver(work, model, renderer)
    let whileCounting = await renderer.render()
    exercise.expect(
      work.steps == ["load", "count"] && whileCounting.shows("Extracting"),
      """
      With the photo loaded and the colours still being counted (steps started: \
      \(work.steps)), the screen showed \(whileCounting.texts.joined(separator: ", ")), not \
      the loading state: the extraction is over only when the count is done.
      """)
    await work.release("count")
    await Self.finish(work, model, renderer)
    let done = await renderer.render()
    exercise.expect(
      done.shows("Tap to extract") && done.shows("1 schemes"),
      """
      Once the count was done, the screen showed \(done.texts.joined(separator: ", ")), not \
      "Tap to extract" and "1 schemes".
      """)
  }

  /// What the explored scenario does after the first tap, in each of the 120 orders: let the
  /// load go, let the count go (each at once if it is held, else as it starts), tap again,
  /// and draw two frames. (The two frames are alike, so each schedule runs twice: 60 distinct
  /// placements of the tap, the frames and the two steps.)
  static let moves = ["load", "count", "tap", "frame", "frame"]

  /// Gives the main actor's other work turns until a step is held or the extraction is over:
  /// a state every submission reaches, in which nothing runs until the test lets it.
  static func settle(_ work: HeldSteps, _ model: ColorExtractor) async {
    while !work.isHolding && model.isExtracting { await Task.yield() }
  }

  /// A second tap anywhere among the steps and the frames: while the extraction is under
  /// way it starts nothing, however early it comes, and once it is over it starts the next;
  /// every frame between shows what the work has reached.
  @Test("A second tap while extracting starts no second extraction, wherever it comes")
  func secondTapAnywhere() async {
    await OrderExplorer(names: Self.moves).explore { order in
      let (work, model, renderer) = await Self.onScreen()
      try renderer.tap("Tap to extract")
      var done = ["the tap"]
      var (loadGone, countGone, extractions) = (false, false, 1)
      for move in order.arranged(Self.moves) {
        switch move {
        case "load", "count":
          await work.letGo(move)
          if move == "load" { loadGone = true } else { countGone = true }
          await Self.settle(work, model)
          done.append("the \(move) let go")
        case "tap":
          // No turn is given after it: a tap may come before the first tap's task has run.
          if loadGone && countGone && extractions == 1 { extractions = 2 }
          try renderer.tap("schemes")
          done.append("a second tap")
        default:
          let frame = await renderer.render()
          await Task.yield()
          let busy = !(loadGone && countGone) || extractions == 2
          let over = loadGone && countGone ? 1 : 0
          exercise.expect(
            busy
              ? frame.shows("Extracting")
              : frame.shows("Tap to extract") && frame.shows("\(over) schemes"),
            """
            A frame drawn after \(done.joined(separator: ", ")) showed \
            \(frame.texts.joined(separator: ", ")), not \
            \(busy ? "the loading state" : "\"Tap to extract\" and \"\(over) schemes\"").
            """)
          done.append("a frame")
        }
      }
      await Self.finish(work, model, renderer)
      exercise.expect(
        model.schemes == extractions && work.started == 2 * extractions,
        """
        After \(done.joined(separator: ", ")), \(model.schemes) extractions were made \
        (steps started: \(work.steps)), not \(extractions): a tap while an extraction is under \
        way must start nothing, and a tap once it is over starts the next.
        """)
      return .checked
    }
  }

  /// Extraction after extraction, each tapped for once the one before has ended: the guard
  /// against a second extraction must refuse taps only while one is under way.
  @Test("A tap after the work is over starts the next extraction")
  func tapAfterTheWorkStartsAgain() async throws {
    let extractions = RandomInputs.current.int(in: 2...4)
    let (work, model, renderer) = await Self.onScreen()
    for number in 1...extractions {
      try renderer.tap("schemes")
      let next = await renderer.render()
      let done = await Self.frameAfterTheCount(work, model, renderer)
      await Self.finish(work, model, renderer)
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
      in: exercise,
      hint: "The first frame after a tap must show the loading state; a hatch changes no frame.")
  }
}
