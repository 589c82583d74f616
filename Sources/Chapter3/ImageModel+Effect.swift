import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The talk's example of work that has to happen in a given order (9:15): load an image,
/// apply an effect to it, then display it.
///
/// The three steps are written one after the other in one task, so they happen in that order
/// whatever else is going on: other tasks run on the main actor while this one waits for the
/// network, but none of them can reorder its steps. Like the rest of the model, it runs on
/// the main actor.
extension ImageModel {
  /// The user asked for the image at `url` with an effect: start the task that loads it,
  /// applies the effect and displays the result, in that order.
  @discardableResult
  func onEffectTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        let image = try await loadImage(url: url)
        let pixelated = await applyImageEffect(to: image)
        view.displayImage(pixelated)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Fetches and decodes the image at `url`, without displaying it.
  func loadImage(url: URL) async throws -> Image {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    return try decodeImage(data, at: url)
  }

  /// Pixelates the image: shrinks it to an eighth of its size, then grows it back, so each
  /// block of 8×8 pixels takes one colour.
  ///
  /// It is `async`, like the talk's, so it may suspend; this one does its work on the main
  /// actor and does not. Either way the caller waits for it before displaying.
  func applyImageEffect(to image: Image) async -> Image {
    span("effect \(image)") {
      image
        .scaled(width: max(1, image.width / 8), height: max(1, image.height / 8))
        .scaled(width: image.width, height: image.height)
    }
  }
}
