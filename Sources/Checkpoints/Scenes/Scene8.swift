import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter8 = Checkpoint(
    chapter: 8, title: "Three stickers in a task group",
    page: "Chapters/08-sticker-app.md",
    setting: [
      "The grid processes three photos in a task group: daisy (16×12), tulip (20×15) and rose",
      "(24×18), added in that order. Each sticker is held at a gate until all three have",
      "started; then the scene lets them go one at a time, in the order its loop names, each",
      "once one more sticker has been filed.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene8.swift",
    questions: [
      .order(
        "In which order are the stickers filed?",
        events: ["file daisy", "file tulip", "file rose"],
        reason:
          "A task group hands back its children's results as they finish, not in the order "
          + "they were added; each carries its photo's name.",
        section: "Chapters/08-sticker-app.md#every-photo-at-once-a-task-group-2756"),
      .lane(
        "Where does sticker 16×12 run?", event: "sticker 16×12",
        reason:
          "A child task made with addTask belongs to no actor, so its work runs on the "
          + "concurrent pool.",
        section: "Chapters/08-sticker-app.md#every-photo-at-once-a-task-group-2756"),
      .lane(
        "Where does file rose run?", event: "file rose",
        reason:
          "The loop that reads the group's results is the main-actor model's code, so it "
          + "files each result on the main actor.",
        section: "Chapters/08-sticker-app.md#the-model-reached-from-concurrent-code-2615"),
    ],
    play: { await Scene8.play() })
}

enum Scene8 {
  // show:begin
  final class StickerViewModel {
    let photos = [
      "daisy": Pictures.picture(16, 12), "tulip": Pictures.picture(20, 15),
      "rose": Pictures.picture(24, 18),
    ]
    var stickers: [String: Image] = [:]

    func processAllPhotos() async {
      await withTaskGroup { group in
        for name in ["daisy", "tulip", "rose"] {
          let photo = photos[name]!
          group.addTask {
            (name, try? await StickerExtractor().extractSticker(from: photo))
          }
        }
        for await (name, sticker) in group {
          trace("file \(name)")
          stickers[name] = sticker
        }
      }
    }
  }

  static func play() async {
    let gate = WorkGate()  // the kit's extractor passes it as "sticker W×H"
    let trace = Trace.current!
    await WorkGate.$current.withValue(gate) {
      let model = StickerViewModel()
      let grid = Task { await model.processAllPhotos() }
      let held = ["daisy": "sticker 16×12", "tulip": "sticker 20×15", "rose": "sticker 24×18"]
      for work in held.values {
        await gate.arrival(of: work)
      }
      for name in ["rose", "daisy", "tulip"] {
        await letGo(held[name]!, at: gate, in: trace)  // then waits for one more filing
      }
      await grid.value
    }
  }
  // show:end

  /// Lets `work` through `gate`, then waits until one more sticker has been filed than
  /// before, whichever it is: the scene waits on what it can see without naming the answer.
  static func letGo(_ work: String, at gate: WorkGate, in trace: Trace) async {
    let filed = Set(trace.events.map(\.label).filter { $0.hasPrefix("file ") })
    gate.release(work)
    _ = await trace.firstEvent { $0.label.hasPrefix("file ") && !filed.contains($0.label) }
  }
}
