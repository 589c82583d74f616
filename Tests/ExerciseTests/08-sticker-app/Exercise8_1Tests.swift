import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise8_1

private nonisolated let exercise = ExerciseFile.exercise(
  "8.1", "08-sticker-app/8.1-side-by-side/PhotoProcessor.swift")

/// Grades exercise 8.1: the sticker and the colours of one photo run as two child tasks, side
/// by side, and the result is still right.
///
/// The kit's extractions wait at a gate the grader holds: with the sticker held, the colours
/// must still start, on small photos and on photos of a megapixel or more; and the trace's
/// task numbers show which task each ran in.
@Suite(
  "Exercise 8.1: sticker and colours side by side",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.ordering))
struct Exercise8_1Tests {
  /// Once both have started, one is let through and finishes before the other is let go,
  /// in each order: the result must not depend on which finishes first.
  @Test("With the sticker held, the colours start too: both run at once, each in a child task")
  func bothStartBeforeEitherFinishes() async {
    // The two pieces finish in each order: the sticker first, then the colours first.
    // (Pieces that do not both start fail the first order, and the exploring stops there.)
    await OrderExplorer(names: ["sticker", "colors"], stopsAtFirstFailure: true).explore {
      order in
      try await Self.bothStart(finishing: order)
      return .checked
    }
  }

  /// One order of `bothStartBeforeEitherFinishes`: the sticker and the colours held at their
  /// start, then let go in `order`, each once the one before has ended.
  static func bothStart(finishing order: ArrivalOrder) async throws {
    let stickerFinishesFirst = order.indices.first == 0
    let photo = StickerPhotos.random()
    let trace = Trace()
    let (processing, held) = Trace.$current.withValue(trace) {
      Self.startHeld(photo, marking: Self.caller)
    }
    let sticker = "sticker \(photo.size)"
    let colors = "colors \(photo.size)"
    guard try await Self.colorsStart(photo, in: held) else { return }
    let (first, second) = stickerFinishesFirst ? (sticker, colors) : (colors, sticker)
    held.release(first)
    try await held.until("“\(first)” to end") {
      trace.events.contains { $0.label == first && $0.kind == .end }
    }
    // And all it let run has run: the child that ended has returned its result, not only
    // recorded its end, before the other is let through; else the other may return first.
    try await held.scene.settled()
    held.release(second)
    guard try await held.returned() else {
      exercise.fail(
        """
        Both started; then the \(stickerFinishesFirst ? "sticker" : "colours") finished first \
        and the \(stickerFinishesFirst ? "colours" : "sticker") after, and \
        \(held.state(of: "process(photo:)")). Either may finish first.
        """)
      return
    }
    let processed: ProcessedPhoto
    do {
      processed = try await processing.value
    } catch {
      exercise.fail(
        """
        Both started; then the \(stickerFinishesFirst ? "sticker" : "colours") finished first \
        and the \(stickerFinishesFirst ? "colours" : "sticker") after, and process(photo:) \
        threw \(brief(error)). Either may finish first.
        """)
      return
    }
    exercise.expect(
      processed.colors.first?.name == photo.color,
      """
      A \(photo.color) disc gave the colours \(processed.colors.map(\.name).joined(separator: ", ")), \
      not \(photo.color) first: keep the extraction as it is.
      """)
    let work = trace.kitEvents.filter { $0.label == sticker || $0.label == colors }
    exercise.expect(
      work.count == 4 && work.allSatisfy { $0.domain == .pool },
      """
      The sticker and the colours must each start and end once, on the pool, as in the \
      starting code; the trace shows: \(trace.summary).
      """)
    guard work.count == 4 else { return }
    Self.expectTwoChildTasks(
      sticker: work.filter { $0.label == sticker }, colors: work.filter { $0.label == colors },
      caller: trace.events.first { $0.label == Self.caller && $0.source == .app })
  }

  /// A size-dependent answer runs the two side by side only for small photos, so this test
  /// draws a photo of a megapixel or more. Both pieces of work are held at their start,
  /// before any of it runs, and a right answer's are left there: the overlap shows at the
  /// gate, so the photo's size costs only its making, never the work on it.
  @Test("On a photo of a megapixel or more, the colours start too with the sticker held")
  func bothStartOnALargePhoto() async throws {
    let photo = StickerPhotos.large()
    let (_, work) = Self.startHeld(photo)
    _ = try await Self.colorsStart(photo, in: work)
  }

  /// The label of the event the calling task records just before it calls
  /// `process(photo:)`: its task number is the caller's.
  static let caller = "grader calls process(photo:)"

  /// Starts processing `photo` in a task of its own, with the kit's work held (`HeldWork`);
  /// the task first records `mark`, if any, into the current trace.
  static func startHeld(_ photo: StickerPhotos.Photo, marking mark: String? = nil) -> (
    Task<ProcessedPhoto, any Error>, HeldWork
  ) {
    let work = HeldWork()
    let processing = work.start { @MainActor in
      if let mark { Trace.current?.record(mark) }
      return try await PhotoProcessor().process(photo: photo.image)
    }
    return (processing, work)
  }

  /// Waits for the sticker to arrive at the gate and holds it there, then returns whether the
  /// colours arrive too, and records the failure when they do not; then lets both through
  /// and waits for the call, while it can go on. Work that has both started stays held: the
  /// caller decides when it goes on.
  static func colorsStart(_ photo: StickerPhotos.Photo, in work: HeldWork) async throws -> Bool {
    let gate = work.gate
    let sticker = "sticker \(photo.size)"
    let colors = "colors \(photo.size)"
    let stickerStarted = try await work.arrives(sticker)
    var overlapped = false
    if stickerStarted { overlapped = try await work.arrives(colors) }
    guard !overlapped else { return true }
    if !stickerStarted && gate.arrivals(of: colors) == 0 {
      exercise.fail(
        """
        On a \(photo.size) photo, with the sticker and the colours each held as it starts, \
        neither came: \(work.state(of: "process(photo:)")), and neither was extracted in its \
        task or in a child task of it, where the grader holds them. The two must run within \
        the call, in child tasks, which carry the call's context; a detached task carries \
        none of it.
        """)
    } else {
      exercise.fail(
        stickerStarted
          ? """
          On a \(photo.size) photo, while the sticker was held at its start, the colours never \
          started: the two ran one after the other, though neither needs the other's result.
          """
          : """
          On a \(photo.size) photo, while the colours were held at their start, the sticker \
          never started: the two ran one after the other, though neither needs the other's \
          result.
          """)
    }
    work.release(sticker)
    work.release(colors)
    _ = try await work.returned()
    return false
  }

  /// The sticker's and the colours' spans must come from two tasks, neither of them the one
  /// that called `process(photo:)`: the trace numbers each task it sees. Two tasks alive at
  /// once never share a number, and the caller, both pieces of work and their gate arrivals
  /// are alive together here.
  static func expectTwoChildTasks(sticker: [TraceEvent], colors: [TraceEvent], caller: TraceEvent?)
  {
    let callerTask = caller?.taskNumber
    let stickerTasks = Set(sticker.map(\.taskNumber))
    let colorTasks = Set(colors.map(\.taskNumber))
    func place(_ tasks: Set<Int?>) -> String {
      if tasks.contains(callerTask) { return "the task that called process(photo:) itself" }
      return tasks.count == 1 ? "task \(tasks.first!.map(String.init) ?? "none")" : "several tasks"
    }
    exercise.expect(
      callerTask != nil && !stickerTasks.contains(callerTask) && !colorTasks.contains(callerTask)
        && stickerTasks.isDisjoint(with: colorTasks)
        && !stickerTasks.contains(nil) && !colorTasks.contains(nil),
      """
      The sticker ran in \(place(stickerTasks)) and the colours in \(place(colorTasks)), while \
      process(photo:) was called in task \(callerTask.map(String.init) ?? "none"): each of the \
      two must run in a child task of its own, and the caller only wait for both.
      """)
  }

  @Test("A plain picture is still refused with the kit's error")
  func plainPicture() async {
    await #expect(throws: StickerError.self) {
      try await PhotoProcessor().process(photo: DrawnPhoto.plain.image(width: 64, height: 48))
    }
  }

  @Test("No escape hatch, and no task that is not a child")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + EscapeHatch.unstructuredTasks,
      hint: "The sticker and the colours can run side by side within the call without one.")
  }
}
