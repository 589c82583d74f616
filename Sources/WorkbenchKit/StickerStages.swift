import Foundation
import Workbook

/// The arrangements of chapter 8's `PhotoProcessor` that the workbench times side by side
/// (Code-along 12:30–27:56): the same kit work, a sticker and colours for each photo, one
/// step after the other (the app's `--stage concurrent`), side by side (`async let`), and
/// every photo at once (the grid's task group).
///
/// The workbench cannot import the app, an executable; it runs it for the frame gaps of its
/// stages (`Workbench.appStageGaps()`). For speed it needs one process, the same photos and
/// nothing else moving, so the arrangements are repeated here, on photos already decoded.
package nonisolated enum StickerStages {
  /// One photo's work, sticker first, then colours, where the caller runs.
  package static func processInSequence(_ photo: Image) -> Int {
    let sticker = try? StickerExtractor().extractSticker(from: photo)
    let colors = try? ColorExtractor().extractColors(from: photo)
    return (sticker?.width ?? 0) + (colors?.count ?? 0)
  }

  /// The 15:58 stage: sticker and colours side by side, with `async let`, each with its own
  /// extractor.
  @concurrent
  package static func processInParallel(_ photo: Image) async -> Int {
    async let sticker = try? StickerExtractor().extractSticker(from: photo)
    async let colors = try? ColorExtractor().extractColors(from: photo)
    return await (sticker?.width ?? 0) + (colors?.count ?? 0)
  }

  /// Sequential: photo after photo, each sticker then colours, on the pool.
  @concurrent
  package static func sequential(_ photos: [Image]) async -> Int {
    photos.reduce(0) { $0 + processInSequence($1) }
  }

  /// `async let`: photo after photo, each with its sticker and colours side by side.
  package static func asyncLet(_ photos: [Image]) async -> Int {
    var total = 0
    for photo in photos {
      total += await processInParallel(photo)
    }
    return total
  }

  /// `TaskGroup`: every photo at once (27:56), each as the final app processes it, with
  /// `async let` inside.
  package static func taskGroup(_ photos: [Image]) async -> Int {
    await withTaskGroup { group in
      for photo in photos {
        group.addTask { await processInParallel(photo) }
      }
      var total = 0
      for await result in group { total += result }
      return total
    }
  }
}
