import Foundation
import Workbook

/// The sticker app's model: the photos picked, and what became of each (Code-along 3:42–30:00).
///
/// It belongs to the main actor (the module's default isolation), like the views that read
/// it, so its dictionaries change only there. The work does not: photos load in the
/// library's background work (3:42) and are processed by the `@concurrent` `PhotoProcessor`
/// (12:30). Concurrent code may still use the model: it reaches it with `await`, which hops to
/// the main actor (26:15), as the task group's children do in `getData(for:)`.
final class StickerViewModel {
  /// The photos picked, in order.
  let selection: [SelectedPhoto]
  /// The photos processed so far, each under its own photo's id.
  private(set) var processedPhotos: [SelectedPhoto.ID: ProcessedPhoto] = [:]
  /// The photos that could not be processed, with why.
  private(set) var invalidPhotos: [SelectedPhoto.ID: String] = [:]
  /// Where the photos come from.
  let library: PhotoLibrary
  /// Where processed photos are shown as they arrive.
  let carousel: StickerCarousel
  /// The longest side photos are scaled down to before processing.
  let workingSize: Int?
  /// The stage of the talk the app is at: how `loadPhoto` has a photo processed.
  let stage: Stage

  init(
    photos: [URL], carousel: StickerCarousel = StickerCarousel(), workingSize: Int? = 1280,
    stage: Stage = .taskGroup
  ) {
    selection = photos.enumerated().map { SelectedPhoto(id: $0.offset, url: $0.element) }
    library = PhotoLibrary(urls: photos)
    self.carousel = carousel
    self.workingSize = workingSize
    self.stage = stage
  }

  /// Loads one photo and processes it: what a carousel item's placeholder starts when it
  /// appears (3:42, 15:31).
  ///
  /// It runs on the main actor and suspends while the library reads the file in the
  /// background; from 12:30 on, it suspends again while the processor works on the pool.
  /// After each, it is back on the main actor, where it files the result.
  func loadPhoto(_ item: SelectedPhoto) async {
    let result = await Trace.$subject.withValue(item.name) {
      do {
        let data = try await getData(for: item)
        let processed = try await process(data)
        return ProcessedPhotoResult(id: item.id, processedPhoto: .success(processed))
      } catch {
        return ProcessedPhotoResult(id: item.id, processedPhoto: .failure(error))
      }
    }
    await file(result)
  }

  /// The carousel's processing, as the stage has it: on the main actor, where this runs (9:03),
  /// or on the pool, the two extractions one after the other (12:30) or side by side (15:58).
  private func process(_ data: Data) async throws -> ProcessedPhoto {
    let processor = PhotoProcessor(workingSize: workingSize)
    switch stage {
    case .mainActor: return try processor.processWhereCalled(data: data)
    case .concurrent: return try await processor.processOneAfterTheOther(data: data)
    case .asyncLet, .taskGroup: return try await processor.process(data: data)
    }
  }

  /// Processes every photo not processed (nor refused) yet, all at once: one child task per
  /// photo, in a task group (27:56).
  ///
  /// Children finish in any order; each result says which photo it is for, and goes into the
  /// dictionary under that id, so the order does not matter. Results are filed as they
  /// arrive, on the main actor, so each sticker shows as soon as it is ready.
  ///
  /// Cancelling the caller cancels every child, but stops none of them: each looks once,
  /// between its load and its processing, and skips the costly part. The group returns only
  /// when every child has returned; a cancelled photo is left unprocessed, not refused.
  func processAllPhotos() async {
    let workingSize = workingSize
    await withTaskGroup { group in
      for item in selection where processedPhotos[item.id] == nil && invalidPhotos[item.id] == nil {
        group.addTask {
          await Trace.$subject.withValue(item.name) {
            do {
              let data = try await self.getData(for: item)
              try Task.checkCancellation()
              let processed = try await PhotoProcessor(workingSize: workingSize).process(
                data: data)
              return ProcessedPhotoResult(id: item.id, processedPhoto: .success(processed))
            } catch {
              return ProcessedPhotoResult(id: item.id, processedPhoto: .failure(error))
            }
          }
        }
      }
      for await result in group {
        await file(result)
      }
    }
  }

  /// Whether the photo has been processed, or refused: what a placeholder waits for.
  func isDone(_ item: SelectedPhoto) -> Bool {
    processedPhotos[item.id] != nil || invalidPhotos[item.id] != nil
  }

  /// The photo's bytes, from the library, which reads them off the main actor.
  func getData(for item: SelectedPhoto) async throws -> Data {
    try await library.loadData(for: item.url)
  }

  /// Files a result under its own photo's id, and shows it.
  ///
  /// Filing is a change to the model's dictionaries, on the main actor, at once. Showing
  /// draws the sticker as text, which costs milliseconds a sticker: the carousel does that on
  /// the pool and only prints here, so that stickers arriving together do not freeze the app.
  private func file(_ result: ProcessedPhotoResult) async {
    guard let item = selection.first(where: { $0.id == result.id }) else { return }
    if case .failure(let error) = result.processedPhoto, error is CancellationError {
      // Dropped, but on the timeline: the event says this child has returned, which a test
      // that lets cancelled children finish one by one waits for.
      trace("dropped \(item.name), cancelled")
      return
    }
    trace("filed \(item.name)")
    switch result.processedPhoto {
    case .success(let processed):
      processedPhotos[item.id] = processed
      invalidPhotos[item.id] = nil
      await carousel.show(processed, of: item)
    case .failure(let error):
      let reason = Self.reason(error)
      invalidPhotos[item.id] = reason
      carousel.showProblem(reason, with: item)
    }
  }

  /// One line that says why a photo could not be processed.
  static func reason(_ error: any Error) -> String {
    switch error {
    case let error as ImageError: "\(error)"
    case let error as StickerError: "\(error)"
    default: (error as NSError).localizedDescription
    }
  }

  /// The stickers processed, in the order of the selection: what the sheet lays out.
  var stickers: [Image] {
    selection.compactMap { processedPhotos[$0.id]?.sticker }
  }
}
