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
  .backstop,
  .tags(.ordering))
struct Exercise9_2Tests {
  /// A model whose load and count are held until the test lets them go.
  static func model(_ work: HeldSteps) -> ColorExtractor {
    ColorExtractor(load: { await work.step("load") }, count: { await work.step("count") })
  }

  /// What a test does with the view on screen: its taps, frames and releases.
  typealias Scenario =
    @MainActor @Sendable (HeldSteps, ColorExtractor, Renderer) async throws
    -> Void

  /// The view over a model whose steps are held, its first frame drawn, and then `scenario`,
  /// the test's taps, frames and releases: where every test starts, before the tap. The
  /// whole of it runs as a task of the steps' scene (`HeldSteps.run`), so that whatever a tap
  /// starts, in the job that taps, is the scene's work.
  static func onScreen(_ scenario: @escaping Scenario) async throws {
    let work = HeldSteps()
    try await work.run {
      let model = Self.model(work)
      let renderer = Renderer(ColorExtractorView(model: model), trace: Trace())
      _ = await renderer.render()
      try await scenario(work, model, renderer)
    }
  }

  /// Waits until the tap's work holds a step or the extraction is over, and says whether it
  /// came to that. When the work settles without either, a frame is drawn (work that a
  /// frame starts, an `onChange` say, starts then) and the work waited for again, once.
  /// A state every right answer reaches; a wrong one that reaches neither is told apart by
  /// the checks that follow.
  @discardableResult
  static func heldOrOver(
    _ work: HeldSteps, _ model: ColorExtractor, _ renderer: Renderer
  ) async throws -> Bool {
    let what = "a step held, or the extraction over"
    if try await work.whether(what, { work.isHolding || !model.isExtracting }) { return true }
    _ = await renderer.render()
    return try await work.whether(what) { work.isHolding || !model.isExtracting }
  }

  /// Draws two frames, and after each waits until nothing of the tap's work can run: a task
  /// the tap started alongside, or one a frame starts, has run as far as it can by then.
  static func letWorkRun(_ work: HeldSteps, _ renderer: Renderer) async throws {
    for _ in 0..<2 {
      _ = await renderer.render()
      try await work.settled()
    }
  }

  /// Lets held steps go until no step is held and the extraction is over, or the work can go
  /// no further: the end of every extraction the taps started.
  static func finish(
    _ work: HeldSteps, _ model: ColorExtractor, _ renderer: Renderer
  ) async throws {
    while work.isHolding || model.isExtracting {
      try await work.release()
      try await heldOrOver(work, model, renderer)
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
  ) async throws -> Frame? {
    try await heldOrOver(work, model, renderer)
    if work.isHeld("load"), !work.isHeld("count") {
      try await work.release("load")
      try await heldOrOver(work, model, renderer)
    }
    guard work.isHeld("count") else { return nil }
    var frame: Task<Frame, Never>?
    work.onResume = { name in
      if name == "count", frame == nil { frame = Task { await renderer.render() } }
    }
    try await work.release("count")
    work.onResume = nil
    // The renderer's own work: it draws the frame whatever the tap's work does.
    return await frame?.value
  }

  @Test("The first frame after the tap shows the loading state")
  func loadingStateInTheNextFrame() async throws {
    try await Self.onScreen { work, model, renderer in
      try renderer.tap("Tap to extract")
      let next = await renderer.render()
      exercise.expect(
        next.shows("Extracting"),
        """
        The first frame after the tap shows "\(next.texts.first ?? "")", not the loading state: \
        the change came too late: the frame after a tap must already show that the work has \
        begun, however long the work waits before it can go on.
        """)
      let done = try await Self.frameAfterTheCount(work, model, renderer)
      try await Self.finish(work, model, renderer)
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
  }

  /// The load and the count are held one at a time, so the test sees what runs while each
  /// waits: a count that does not wait for the load, or a loading state that ends with the
  /// load, while the count still runs, shows here.
  @Test("The count waits for the load, and the loading state lasts until the count is done")
  func stepsInOrder() async throws {
    try await Self.onScreen { work, model, renderer in
      try renderer.tap("Tap to extract")
      try await Self.heldOrOver(work, model, renderer)
      // Frames go by with the load held: anything else the tap started has run as far as it
      // can.
      try await Self.letWorkRun(work, renderer)
      let whileLoading = work.steps
      exercise.expect(
        whileLoading == ["load"],
        """
        While the photo was still loading, the steps started were \(whileLoading), not the \
        load alone: the count must wait until the photo has loaded, one step after the other \
        in one task.
        """)
      try await work.release("load")
      try await Self.heldOrOver(work, model, renderer)
      let whileCounting = await renderer.render()
      exercise.expect(
        work.steps == ["load", "count"] && whileCounting.shows("Extracting"),
        """
        With the photo loaded and the colours still being counted (steps started: \
        \(work.steps)), the screen showed \(whileCounting.texts.joined(separator: ", ")), not \
        the loading state: the extraction is over only when the count is done.
        """)
      try await work.release("count")
      try await Self.finish(work, model, renderer)
      let done = await renderer.render()
      exercise.expect(
        done.shows("Tap to extract") && done.shows("1 schemes"),
        """
        Once the count was done, the screen showed \(done.texts.joined(separator: ", ")), not \
        "Tap to extract" and "1 schemes".
        """)
    }
  }

  /// What the explored scenario does after the first tap, in each of the 120 orders: let the
  /// load go, let the count go (each at once if it is held, else as it starts), tap again,
  /// and draw two frames. (The two frames are alike, so each schedule runs twice: 60 distinct
  /// placements of the tap, the frames and the two steps.)
  static let moves = ["load", "count", "tap", "frame", "frame"]

  /// A second tap anywhere among the steps and the frames: while the extraction is under
  /// way it starts nothing, however early it comes, and once it is over it starts the next;
  /// every frame between shows what the work has reached.
  @Test("A second tap while extracting starts no second extraction, wherever it comes")
  func secondTapAnywhere() async {
    await OrderExplorer(names: Self.moves).explore { order in
      try await Self.onScreen { work, model, renderer in
        try renderer.tap("Tap to extract")
        var done = ["the tap"]
        var (loadGone, countGone, extractions) = (false, false, 1)
        for move in order.arranged(Self.moves) {
          switch move {
          case "load", "count":
            try await work.letGo(move)
            if move == "load" { loadGone = true } else { countGone = true }
            // Until a step is held or the extraction is over, or nothing of it can run.
            _ = try await work.whether("a step held, or the extraction over") {
              work.isHolding || !model.isExtracting
            }
            done.append("the \(move) let go")
          case "tap":
            // No turn is given after it: a tap may come before the first tap's task has run.
            if loadGone && countGone && extractions == 1 { extractions = 2 }
            try renderer.tap("schemes")
            done.append("a second tap")
          default:
            let frame = await renderer.render()
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
        try await Self.finish(work, model, renderer)
        exercise.expect(
          model.schemes == extractions && work.started == 2 * extractions,
          """
          After \(done.joined(separator: ", ")), \(model.schemes) extractions were made \
          (steps started: \(work.steps)), not \(extractions): a tap while an extraction is under \
          way must start nothing, and a tap once it is over starts the next.
          """)
      }
      return .checked
    }
  }

  /// Extraction after extraction, each tapped for once the one before has ended: the guard
  /// against a second extraction must refuse taps only while one is under way.
  @Test("A tap after the work is over starts the next extraction")
  func tapAfterTheWorkStartsAgain() async throws {
    let extractions = RandomInputs.current.int(in: 2...4)
    try await Self.onScreen { work, model, renderer in
      for number in 1...extractions {
        try renderer.tap("schemes")
        let next = await renderer.render()
        let done = try await Self.frameAfterTheCount(work, model, renderer)
        try await Self.finish(work, model, renderer)
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
  }

  @Test("No sleep or escape hatch")
  func noEscapeHatches() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "The first frame after a tap must show the loading state; a hatch changes no frame.")
  }
}
