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
/// must still start.
@Suite(
  "Exercise 8.1: sticker and colours side by side",
  .started(exercise), .watched(exercise), .timeLimit(.minutes(1)),
  .tags(.ordering))
struct Exercise8_1Tests {
  @Test("With the sticker held, the colours start too: both run at once")
  func bothStartBeforeEitherFinishes() async throws {
    let photo = StickerPhotos.random()
    let gate = WorkGate()
    let trace = Trace()
    let processing = WorkGate.$current.withValue(gate) {
      Trace.$current.withValue(trace) {
        Task { try await PhotoProcessor().process(photo: photo.image) }
      }
    }
    let sticker = "sticker \(photo.size)"
    let colors = "colors \(photo.size)"
    await gate.arrival(of: sticker)
    let overlapped = await arrives(colors, at: gate, within: .seconds(10)) {
      gate.release(sticker)
    }
    exercise.expect(
      overlapped,
      """
      While the sticker was held at its start, the colours never started: the two ran one \
      after the other. Start both as child tasks before waiting for either.
      """)
    if overlapped { gate.release(sticker) }
    gate.release(colors)
    let processed = try await processing.value
    exercise.expect(
      processed.colors.first?.name == photo.color,
      """
      A \(photo.color) disc gave the colours \(processed.colors.map(\.name).joined(separator: ", ")), \
      not \(photo.color) first: keep the extraction as it is.
      """)
    let work = trace.events.filter { $0.label == sticker || $0.label == colors }
    exercise.expect(
      work.count == 4 && work.allSatisfy { $0.domain == .pool },
      """
      The sticker and the colours must each start and end once, on the pool; the trace shows: \
      \(trace.summary). Keep the two async lets and the functions they call as they are.
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
      hint: "Child tasks need none.")
  }
}
