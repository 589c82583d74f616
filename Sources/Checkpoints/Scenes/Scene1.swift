import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter1 = Checkpoint(
    chapter: 1, title: "A frame falls due during a tap",
    page: "Chapters/01-single-threaded.md",
    setting: [
      "A frame falls due (a task queued just before the tap), and then the user taps small.ppm.",
      "Chapter 1's tap reads the file, decodes it and displays it, synchronously.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene1.swift",
    questions: [
      .order(
        "In which order do these happen?",
        events: ["frame drawn", "decode 160×120", "display 160×120"],
        reason:
          "The tap never suspends, so the main actor runs it to its end before the frame that was due.",
        section: "Chapters/01-single-threaded.md#load-decode-display-457"),
      .lane(
        "Where does decode 160×120 run?", event: "decode 160×120",
        reason:
          "Default isolation MainActor puts every declaration of the module on the main actor, and nothing here leaves it.",
        section: "Chapters/01-single-threaded.md#everything-on-the-main-actor-317"),
    ],
    play: { try await Scene1.play() })
}

enum Scene1 {
  // show:begin
  /// Chapter 1's tap handler, as the app calls it.
  static func onTapEvent(url: URL, view: AppView) throws {
    let data = try Data(contentsOf: url)
    let image = try Image(decoding: data)
    view.displayImage(image)
  }

  static func play() async throws {
    let frame = Task { trace("frame drawn") }  // a frame falls due
    try onTapEvent(url: SampleImages.url(named: "small.ppm")!, view: AppView())
    await frame.value
  }
  // show:end
}
