import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter4 = Checkpoint(
    chapter: 4, title: "Three ways to call a decoder",
    page: "Chapters/04-concurrent-functions.md",
    setting: [
      "The app's own code, play() below, decodes three pictures: one by a @concurrent function,",
      "one by a nonisolated synchronous method, one by a nonisolated async method. Each has its",
      "own size.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene4.swift",
    questions: [
      .lane(
        "Where does decode 16×12 (the @concurrent function) run?", event: "decode 16×12",
        reason:
          "@concurrent always runs the function on the concurrent pool, off its caller's actor.",
        section: "Chapters/04-concurrent-functions.md#concurrent-functions-1107"),
      .lane(
        "Where does decode 24×18 (nonisolated, synchronous) run?", event: "decode 24×18",
        reason: "Synchronous nonisolated code runs where its caller runs, here the main actor.",
        section: "Chapters/04-concurrent-functions.md#nonisolated-code-1310"),
      .lane(
        "Where does decode 32×24 (nonisolated, async) run?", event: "decode 32×24",
        reason:
          "With NonisolatedNonsendingByDefault a nonisolated async function stays on its caller's actor; only @concurrent leaves.",
        section:
          "Chapters/04-concurrent-functions.md#a-nonisolated-async-function-stays-where-it-is-called-1310"
      ),
    ],
    play: { try await Scene4.play() })
}

enum Scene4 {
  // show:begin
  nonisolated struct ImageDecoder {
    func decode(_ data: Data) throws -> Image {
      try Image(decoding: data)
    }

    func decodeAll(_ files: [Data]) async throws -> [Image] {
      var images: [Image] = []
      for data in files {
        images.append(try decode(data))
        await Task.yield()
      }
      return images
    }
  }

  @concurrent
  static func decodeImage(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }

  static func play() async throws {  // the app's code, as in every chapter
    _ = try await decodeImage(Pictures.ppm(16, 12))
    _ = try ImageDecoder().decode(Pictures.ppm(24, 18))
    _ = try await ImageDecoder().decodeAll([Pictures.ppm(32, 24)])
  }
  // show:end
}
