import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's model, sending values to the pool and getting values back, on purpose.
///
/// As in chapter 4 it belongs to the main actor (default isolation `MainActor`), and so does
/// its state: the cache, the size the user wants images at, the latest request, the count of
/// bytes decoded. What changed is what crosses to the pool: a tap now sends an
/// `ImageRequest`, a `Sendable` value saying where the image is and how big to show it, along
/// with the fetched `Data`; the pool decodes and scales, and sends the `Image` back (Embrace
/// Swift concurrency, 14:58–18:30). Each crossing is recorded on the timeline.
final class ImageModel {
  /// Images already made, by the request that made them.
  var imageCache: [ImageRequest: Image] = [:]
  /// The box new images are scaled to fit: each tap asks for this size.
  var preferredWidth = 120
  var preferredHeight = 90
  /// The latest tap's request: the main actor's own copy, which it may go on changing (the
  /// user drags the image to another size, say). The copy the tap sent keeps what it was sent
  /// with (15:18).
  var request: ImageRequest?
  /// How many bytes the pool has decoded so far: main-actor state, which `decodeImage`
  /// reaches only by hopping back to the main actor (17:25).
  private(set) var bytesDecoded = 0
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: make a request for it at the preferred size, keep it, and
  /// start a task that shows it, or shows why it cannot be shown.
  ///
  /// The model keeps one copy of the request, and the task gets another: a `let` constant
  /// of a value type, which the task's closure can only copy. The task's copy is the one it
  /// fetches with and sends to the pool, whatever the main actor does to its own.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
    self.request = request
    return Task {
      do {
        try await fetchAndDisplayImage(request)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Displays the image `request` asks for: from the cache at once, else fetched, then
  /// decoded and scaled on the pool.
  func fetchAndDisplayImage(_ request: ImageRequest) async throws {
    if let image = imageCache[request] {
      view.displayImage(image)
      return
    }
    let (data, response) = try await URLSession.shared.data(from: request.url)
    try response.requireSuccess()
    trace("send Data \(kilobytes(data)), \(request)")
    let image = try await decodeImage(data, for: request)
    trace("got Image \(image)")
    imageCache[request] = image
    view.displayImage(image)
  }

  /// Decodes the fetched bytes and scales the image to the request's box, on the
  /// concurrent pool (17:25).
  ///
  /// Three values leave the main actor: `data` and `request`, both `Sendable` values of
  /// which the pool gets its own copy, and `self`, the implicit argument of every instance
  /// method. `self` is the main-actor model: passing the reference is safe because its
  /// state is protected by the main actor, and this function reaches that state only by
  /// hopping back there with `await`. One value comes back: the image, `Sendable` too.
  @concurrent
  func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
    trace("got Data \(kilobytes(data)), \(request)")
    let decoded = try ImageDecoder().decode(data)
    let image = span("fit \(decoded) to \(request.width)×\(request.height)") {
      decoded.scaledToFit(width: request.width, height: request.height)
    }
    await countDecoded(data.count)
    trace("send back Image \(image)")
    return image
  }

  /// `57 kB`: the size of the data, for the trace.
  private nonisolated func kilobytes(_ data: Data) -> String {
    "\(data.count / 1000) kB"
  }

  /// Adds to the count of bytes decoded, on the main actor, where the count lives.
  private func countDecoded(_ bytes: Int) {
    bytesDecoded += bytes
    trace("bytesDecoded += \(bytes)")
  }
}
