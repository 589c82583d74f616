import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView
  /// The size each URL was tapped at.
  private var tappedSizes: [URL: (width: Int, height: Int)] = [:]

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    tappedSizes[url] = (preferredWidth, preferredHeight)
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
    let size = tappedSizes[url] ?? (preferredWidth, preferredHeight)
    let image = try await decodeImage(data, width: size.width, height: size.height)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
