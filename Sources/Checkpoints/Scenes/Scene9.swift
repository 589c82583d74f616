import Workbook
import WorkbookUI

nonisolated extension Checkpoint {
  static let chapter9 = Checkpoint(
    chapter: 9, title: "The first frame after a tap",
    page: "Chapters/09-swiftui.md",
    setting: [
      "Two buttons start the same slow work. The left one sets its loading state, then starts",
      "a task; the right one starts a task that sets it after an await (a photo's load). The",
      "user taps both, then frame 2 is drawn; the slow work is held until then.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene9.swift",
    questions: [
      .which(
        "What does frame 2 show on the left?",
        [
          ("left: Tap to extract", "frame 2 shows left: Tap to extract"),
          ("left: Extracting…", "frame 2 shows left: Extracting…"),
        ],
        reason:
          "The tap action changes the state synchronously, on the main actor, before the next "
          + "frame's bodies are built.",
        section: "Chapters/09-swiftui.md#synchronous-actions-1653"),
      .which(
        "What does frame 2 show on the right?",
        [
          ("right: Tap to extract", "frame 2 shows right: Tap to extract"),
          ("right: Extracting…", "frame 2 shows right: Extracting…"),
        ],
        reason:
          "A change made after an await waits for the await: the frames drawn meanwhile show "
          + "the screen as before the tap.",
        section: "Chapters/09-swiftui.md#synchronous-actions-1653"),
      .lane(
        "Where does the visualEffect closure run?", event: "visualEffect",
        domains: [.mainActor, .pool, Renderer.domain],
        reason:
          "The closure is @Sendable because the renderer calls it off the main actor, on its "
          + "own queue, like SwiftUI.",
        section: "Chapters/09-swiftui.md#concurrency-cliffs-717"),
    ],
    play: { try await Scene9.play() })
}

enum Scene9 {
  // show:begin
  struct LoadingFirst: View {
    @State private var isLoading = false

    var body: some View {
      Text(isLoading ? "left: Extracting…" : "left: Tap to extract")
        .visualEffect { [isLoading] content, _ in
          content.blur(radius: isLoading ? 2 : 0)
        }
        .onTapGesture {
          isLoading = true
          Task {
            await WorkGate.current?.pass("extract left")
            isLoading = false
            trace("left done")
          }
        }
    }
  }

  struct AwaitFirst: View {
    @State private var isLoading = false

    var body: some View {
      Text(isLoading ? "right: Extracting…" : "right: Tap to extract")
        .onTapGesture {
          Task {
            await WorkGate.current?.pass("load right")
            isLoading = true
            await WorkGate.current?.pass("extract right")
            isLoading = false
            trace("right done")
          }
        }
    }
  }

  struct Screen: View {
    var body: some View {
      VStack {
        LoadingFirst()
        AwaitFirst()
      }
    }
  }

  static func play() async throws {
    let gate = WorkGate()
    let trace = Trace.current!
    let renderer = Renderer(Screen(), trace: trace)
    try await WorkGate.$current.withValue(gate) {
      _ = await renderer.render()  // frame 1
      try renderer.tap("left:")
      try renderer.tap("right:")
      let frame = await renderer.render()  // frame 2
      for text in frame.texts {
        trace.record("frame \(frame.number) shows \(text)")
      }
      for work in ["extract left", "load right", "extract right"] {
        gate.release(work)
      }
      _ = await trace.firstEvent { $0.label == "left done" }
      _ = await trace.firstEvent { $0.label == "right done" }
    }
  }
  // show:end
}
