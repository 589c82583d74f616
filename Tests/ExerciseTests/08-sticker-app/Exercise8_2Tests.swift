import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise8_2

private nonisolated let exercise = ExerciseFile.exercise(
  "8.2", "08-sticker-app/8.2-one-extractor-each/PhotoProcessor.swift")

/// Grades exercise 8.2: the two child tasks no longer reach one `ColorExtractor` between
/// them (Code-along 18:44), so the file compiles cleanly in the Swift 6 language mode,
/// without an escape hatch, and it still processes photos side by side.
///
/// The exercise's module is built in Swift 5 mode (see Package.swift), so the starter builds;
/// `compilesCleanlyInSwift6` compiles the file again in Swift 6 mode.
@Suite(
  "Exercise 8.2: one extractor each",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.dataRaces))
struct Exercise8_2Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    try await exercise.compilesInSwift6(
      failingWith: """
        Each async let takes the processor, and with it the one extractor both tasks could reach, \
        though an extractor keeps working buffers between calls and is made for one photo at a \
        time.
        """)
  }

  @Test("No escape hatch silences the compiler")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "The race is in what is shared; a hatch hides it from the checker and leaves it there.")
  }

  @Test("The sticker and the colours still run side by side, and the colours are right")
  func stillSideBySide() async throws {
    let photo = StickerPhotos.random()
    let work = HeldWork()
    let gate = work.gate
    let processing = work.start { @MainActor in
      try await PhotoProcessor().process(photo: photo.image)
    }
    let sticker = "sticker \(photo.size)"
    let colors = "colors \(photo.size)"
    let stickerStarted = try await work.arrives(sticker)
    var overlapped = false
    if stickerStarted { overlapped = try await work.arrives(colors) }
    if !stickerStarted {
      exercise.fail(
        gate.arrivals(of: colors) == 0
          ? """
          With the sticker and the colours each held as it starts, neither came: \
          \(work.state(of: "process(photo:)")), and neither was extracted in its task or in \
          a child task of it: keep the two async lets.
          """
          : """
          With the colours held at their start, the sticker never started: the two ran one \
          after the other. Keep the two async lets, which start both at once.
          """)
    } else if !overlapped, let other = Self.colorsHeld(in: work, besides: colors) {
      // A wrong answer this refuses: a ColorExtractor with a working size, whose colours are
      // a thumbnail's, named by the thumbnail's size.
      exercise.fail(
        """
        The colours were extracted from a \(other) image, not from the \(photo.size) photo: \
        the colours must be the photo's, as the starting code extracts them.
        """)
      work.release("colors \(other)")
    } else {
      exercise.expect(
        overlapped,
        "The colours no longer start while the sticker runs: keep the async lets.")
    }
    work.release(sticker)
    work.release(colors)
    guard try await work.returned() else {
      exercise.fail(
        """
        With the sticker and the colours let through, \(work.state(of: "process(photo:)")).
        """)
      return
    }
    guard overlapped else { return }
    let processed = try await processing.value
    exercise.expect(
      processed.colors.first?.name == photo.color,
      "A \(photo.color) disc gave the colours \(processed.colors).")
  }

  /// The size of colours held at the gate under another size than the photo's (`colors`),
  /// once the work has settled: an extractor that works on a smaller copy names its work by
  /// the copy's size.
  private static func colorsHeld(in work: HeldWork, besides colors: String) -> String? {
    let prefix = "gate \"colors "
    let photos = "gate \"\(colors)\""
    let waits: [String] = work.scene.parked.map(\.wait)
    let others = waits.filter { (wait: String) in wait.hasPrefix(prefix) && wait != photos }
    guard let other = others.first else { return nil }
    return String(other.dropFirst(prefix.count).dropLast())
  }

  /// Two extractions that both start may still take turns: on one actor, each waits at its
  /// start without holding the actor, then runs its work while the other waits for it, and
  /// the trace records both as the pool's. So the grader asks, from inside each extraction's
  /// work (a trace watcher runs on the thread that records), which actor runs it: the two
  /// must not share one. Each must also run off the main actor, as in the starting code.
  @Test("The sticker and the colours run off the main actor, and not in turns on one actor")
  func neitherTakesTurns() async throws {
    let photo = StickerPhotos.random()
    let (sticker, colors) = ("sticker \(photo.size)", "colors \(photo.size)")
    let names = [sticker: "sticker", colors: "colours"]
    let work = HeldWork()
    work.gate.release(sticker)
    work.gate.release(colors)
    let trace = work.scene.trace
    let actors = Locked<[String: RunningActor]>([:])
    let watches = [sticker, colors].map { label in
      work.scene.start("the grader's watch on “\(label)”") {
        await trace.firstEvent { event in
          guard event.kind == .begin, event.source == .kit, event.label == label else {
            return false
          }
          if let running = RunningActor.current() { actors.withLock { $0[label] = running } }
          return true
        }
      }
    }
    defer { for watch in watches { watch.cancel() } }
    try await work.until("the grader's watches on the trace") { trace.waiterCount >= 2 }
    let processing = work.start { @MainActor in
      try await PhotoProcessor().process(photo: photo.image)
    }
    guard try await work.returned() else {
      exercise.fail(
        "With nothing held, \(work.state(of: "process(photo:)")).")
      return
    }
    _ = try await processing.value
    for event in trace.kitEvents where event.kind == .begin && event.domain == .mainActor {
      guard let kind = names[event.label] else { continue }
      // A wrong answer this refuses: keep the extractor in a main-actor box, and the colours run there.
      exercise.fail(
        """
        The \(kind) ran on the main actor, not on the concurrent pool as in the starting code: \
        the extraction stays off the main actor.
        """)
    }
    let ran = actors.current
    if let first = ran[sticker], ran[colors] == first {
      // A wrong answer this refuses: make PhotoProcessor an actor, and both extractions run on it.
      exercise.fail(
        """
        The sticker and the colours both ran on one \(first.name) actor, which runs one job at \
        a time: the two took turns, each waiting for the other's work to end, instead of \
        running side by side.
        """)
    }
  }
}
