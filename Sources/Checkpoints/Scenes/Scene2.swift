import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated extension Checkpoint {
  static let chapter2 = Checkpoint(
    chapter: 2, title: "A tap that awaits the network",
    page: "Chapters/02-asynchronous-tasks.md",
    setting: [
      "The user taps an image: the tap starts a task that fetches it with await and displays",
      "it. The server is slow to answer, and meanwhile a frame falls due.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene2.swift",
    questions: [
      .order(
        "In which order do these happen?",
        events: ["display 160×120", "tap handler returned", "request small.ppm", "frame drawn"],
        reason:
          "Task { } returns at once and its code waits for the main actor, which the await gives back while the request is out.",
        section: "Chapters/02-asynchronous-tasks.md#a-task-per-event-731"),
      .lane(
        "Where does display 160×120 run?", event: "display 160×120",
        reason:
          "A task made on the main actor runs its code there; only URLSession's waiting happens elsewhere.",
        section: "Chapters/02-asynchronous-tasks.md#async-and-await-600"),
    ],
    play: { try await Scene2.play() })
}

enum Scene2 {
  // show:begin
  final class ImageModel {
    let view = AppView()

    func onTapEvent(url: URL) -> Task<Void, Never> {
      Task {
        do {
          let (data, response) = try await URLSession.shared.data(from: url)
          try response.requireSuccess()
          view.displayImage(try Image(decoding: data))
        } catch {
          view.displayError(error)
        }
      }
    }
  }

  static func play() async throws {
    let server = ImageServer(gated: true, trace: Trace.current)
    // The display's clock: once the server has the request, a frame falls due, and then the
    // server answers.
    let frame = frameFallsDue(whileServerHolds: "small.ppm", server)
    let tap = ImageModel().onTapEvent(url: server.url(for: "small.ppm"))
    trace("tap handler returned")
    await tap.value
    await frame.value
  }
  // show:end

  /// The display's clock, which ticks on a thread of its own: once `server` holds the request
  /// for `name`, it asks the main actor to draw a frame, then lets the request through.
  ///
  /// A main actor that waits with `await` is free: the frame, queued there before the request
  /// is let through, is drawn before the display. One blocked until the response draws it only
  /// after the display: the scene then shows that order, where a frame drawn by `play()`
  /// itself, on the blocked main actor, would never be drawn and the request never let through.
  static func frameFallsDue(
    whileServerHolds name: String, _ server: ImageServer
  ) -> Task<Void, Never> {
    let trace = Trace.current
    return Task.detached {
      await server.waitForRequest(name)
      let frame = Task { @MainActor in trace?.record("frame drawn") }
      server.release(name)
      await frame.value
    }
  }
}
