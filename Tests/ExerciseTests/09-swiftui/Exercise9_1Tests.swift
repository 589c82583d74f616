import Foundation
import Testing
import WorkbookTesting
import WorkbookUI

import class Workbook.Trace

@testable import Exercise9_1

private nonisolated let exercise = ExerciseFile.exercise(
  "9.1", "09-swiftui/9.1-capture-pulse/SchemeContentView.swift")

/// Grades exercise 9.1: the visual effect reads a copy of `pulse` instead of state shared
/// behind an escape hatch, and the caption is still blurred exactly while `pulse` is true.
///
/// Break it: in Solutions/…/9.1-capture-pulse, capture nothing and read a
/// `nonisolated(unsafe) static var` copy, as the starter does: `noEscapeHatches` fails.
@Suite(
  "Exercise 9.1: the effect copies what it needs", .started(exercise), .watched(exercise),
  .timeLimit(.minutes(1)),
  .tags(.isolation))
struct Exercise9_1Tests {
  /// A screen whose tap toggles the loading state of the student's view.
  struct Host: View {
    @State var isLoading = false

    var body: some View {
      SchemeContentView(isLoading: isLoading).onTapGesture { isLoading.toggle() }
    }
  }

  @Test("The caption is blurred exactly in the frames that show the loading state")
  func blurFollowsPulse() async throws {
    let renderer = Renderer(Host(), trace: Trace())
    let taps = RandomInputs.current.int(in: 2...5)
    var frames = [await renderer.render()]
    for _ in 0..<taps {
      try renderer.tap("xtract")
      frames.append(await renderer.render())
      frames.append(await renderer.render())
    }
    for frame in frames {
      let caption = try exercise.require(
        frame.items(showing: "xtract").first,
        """
        Frame \(frame.number) shows no caption with "Tap to extract" or "Extracting" in it \
        (it shows \(frame.texts.joined(separator: ", "))): keep the starter's caption text.
        """)
      let expected = frame.shows("Extracting") ? 2.0 : 0.0
      exercise.expect(
        caption.blur == expected,
        """
        Frame \(frame.number) shows "\(frame.texts.first ?? "")" with a blur of \
        \(caption.blur), not \(expected): the effect must blur by 2 exactly while pulse is \
        true. Keep `.onChange`, which sets pulse, as it is.
        """)
    }
  }

  @Test("The effect runs on the renderer's queue")
  func effectRunsOnTheQueue() async throws {
    let renderer = Renderer(Host(), trace: Trace())
    _ = await renderer.render()
    let effects = renderer.trace.events.filter { $0.label == "visualEffect" }
    exercise.expect(
      !effects.isEmpty && effects.allSatisfy { $0.domain == Renderer.domain },
      "Keep the blur in a .visualEffect closure: that is the code the renderer runs off-main.")
  }

  @Test("No escape hatch silences the compiler")
  func noEscapeHatches() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "Copy pulse into the closure in its capture list, so that it reads a Sendable Bool.")
  }
}
