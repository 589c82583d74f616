import Foundation
import Workbook

/// The sticker app's stages as the workbench measures them (Code-along 9:03–27:56): the same
/// kit work, a sticker and colours for each photo, arranged as each stage of the talk
/// arranges it. Chapter 8's module holds only the final app; the earlier stages live here,
/// where they are measured side by side.
///
/// Every stage works on photos already decoded, so that only the arrangement differs.
nonisolated enum StickerStages {
  /// One photo's work, sticker first, then colours, where the caller runs: the 9:03 stage,
  /// synchronous; on the main actor, this is the hang.
  static func processInSequence(_ photo: Image) -> Int {
    let sticker = try? StickerExtractor().extractSticker(from: photo)
    let colors = try? ColorExtractor().extractColors(from: photo)
    return (sticker?.width ?? 0) + (colors?.count ?? 0)
  }

  /// The 12:30 stage: the same work, `@concurrent`, off the caller's actor.
  @concurrent
  static func processOffTheMainActor(_ photo: Image) async -> Int {
    processInSequence(photo)
  }

  /// The 15:58 stage: sticker and colours side by side, with `async let`, each with its own
  /// extractor.
  @concurrent
  static func processInParallel(_ photo: Image) async -> Int {
    async let sticker = try? StickerExtractor().extractSticker(from: photo)
    async let colors = try? ColorExtractor().extractColors(from: photo)
    return await (sticker?.width ?? 0) + (colors?.count ?? 0)
  }

  /// Sequential: photo after photo, each sticker then colours, on the pool.
  @concurrent
  static func sequential(_ photos: [Image]) async -> Int {
    photos.reduce(0) { $0 + processInSequence($1) }
  }

  /// `async let`: photo after photo, each with its sticker and colours side by side.
  static func asyncLet(_ photos: [Image]) async -> Int {
    var total = 0
    for photo in photos {
      total += await processInParallel(photo)
    }
    return total
  }

  /// `TaskGroup`: every photo at once (27:56), each as the final app processes it, with
  /// `async let` inside.
  static func taskGroup(_ photos: [Image]) async -> Int {
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
