//
// Exercise 5.1: The request keeps its size
//
// The user picks the size images are shown at (`preferredWidth`, `preferredHeight`) and taps
// an image. While the image is on its way, the user picks another size. The image should
// arrive at the size it was asked for at the tap; with this model it arrives at whatever size
// is preferred when the data comes back, because the model reads its preferences late.
//
// Make each tap ask for the size preferred at the moment of the tap, whatever the user
// changes afterwards, and whichever response arrives first. The decode and the scaling stay
// on the concurrent pool; the display stays on the main actor.
// Keep the names `ImageModel`, `preferredWidth`, `preferredHeight` and
// `onTapEvent(url:)`: the grader taps through them.
//
// Check:  swift run workbook watch 5.1      Stuck?  swift run workbook hint 5.1

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

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it at the preferred size, or shows
  /// why it cannot be shown.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      let width = preferredWidth
      let height = preferredHeight
      do {
        try await fetchAndDisplayImage(url: url, width: width, height: height)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Fetches the image and shows it fitted to `width`×`height`.
  func fetchAndDisplayImage(url: URL, width: Int, height: Int) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    let image = try await decodeImage(data, width: width, height: height)
    view.displayImage(image)
  }

  /// Decodes the bytes and scales the image to fit `width`×`height`, on the pool.
  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
