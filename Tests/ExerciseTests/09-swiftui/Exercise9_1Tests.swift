import Foundation
import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Exercise9_1

private nonisolated let exercise = ExerciseFile.exercise(
  "9.1", "09-swiftui/9.1-capture-pulse/SchemeContentView.swift")

/// Grades exercise 9.1: the visual effect, which runs off the main actor, reads no state the
/// main actor writes, with no escape hatch, and the caption is still blurred exactly while
/// `pulse` is true.
@Suite(
  "Exercise 9.1: the effect copies what it needs", .started(exercise), .watched(exercise),
  .backstop,
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

  /// Two captions side by side, toggled together in opposite states; the first starts out
  /// loading, and `onChange` does not run for a first value, so its `pulse` starts false.
  struct Pair: View {
    @State var first = true
    @State var second = false

    var body: some View {
      VStack {
        SchemeContentView(isLoading: first)
        SchemeContentView(isLoading: second)
      }
      .onTapGesture {
        first.toggle()
        second.toggle()
      }
    }
  }

  /// Each view has its own `pulse`: a copy kept anywhere else (a global, however well
  /// locked) is shared by every caption, and `isLoading` is not `pulse` before it first
  /// changes.
  @Test("Two captions, each blurred exactly while its own pulse is true")
  func eachCaptionItsOwnPulse() async throws {
    let renderer = Renderer(Pair(), trace: Trace())
    var pulses = [false, false]
    var loading = [true, false]
    let taps = RandomInputs.current.int(in: 2...5)
    for tap in 0...taps {
      if tap > 0 {
        try renderer.tap("xtract")
        loading = loading.map { !$0 }
        pulses = loading
      }
      let frame = await renderer.render()
      let captions = frame.items(showing: "xtract")
      try exercise.require(
        captions.count == 2,
        """
        Frame \(frame.number) of two SchemeContentViews shows \(captions.count) captions \
        (\(frame.texts.joined(separator: ", "))): keep the starter's caption text.
        """)
      for (index, caption) in captions.enumerated() {
        let expected = pulses[index] ? 2.0 : 0.0
        exercise.expect(
          caption.blur == expected,
          """
          With two views on screen, frame \(frame.number) blurred caption \(index + 1) \
          (loading: \(loading[index]), pulse: \(pulses[index])) by \(caption.blur), not \
          \(expected). Each view's effect must follow that view's own pulse, as it was when \
          the frame was built; pulse stays false until onChange first sets it.
          """)
      }
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
      hint:
        "The closure runs off the main actor and must not read main-actor state; a hatch only hides that it does."
    )
  }
}
