import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  /// The box new images are scaled to fit. The user may change it at any time.
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView
  /// The size of every tap still waiting for its image, oldest first.
  var sizesAtTheTaps: [(width: Int, height: Int)] = []

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: remember the size preferred now, and start a task that shows
  /// it, or shows why it cannot be shown.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    sizesAtTheTaps.append((preferredWidth, preferredHeight))
    return Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    let size = sizesAtTheTaps.removeFirst()  // the oldest tap is answered first
    let image = try await decodeImage(data, width: size.width, height: size.height)
    view.displayImage(image)
  }

  /// Decodes the bytes and scales the image to fit the box, on the pool.
  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
