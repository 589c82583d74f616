import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The box a tap asked for, carried by the task the tap starts.
nonisolated enum TappedBox {
  @TaskLocal static var size: (width: Int, height: Int) = (120, 90)
}

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    TappedBox.$size.withValue((preferredWidth, preferredHeight)) {
      Task {
        do {
          try await fetchAndDisplayImage(url: url)
        } catch {
          view.displayError(error)
        }
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    let box = TappedBox.size
    let image = try await decodeImage(data, width: box.width, height: box.height)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
