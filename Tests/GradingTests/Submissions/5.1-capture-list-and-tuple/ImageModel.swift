import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task { [preferredWidth, preferredHeight] in
      do {
        try await show(url, fittingIn: (preferredWidth, preferredHeight))
      } catch {
        view.displayError(error)
      }
    }
  }

  private func show(_ url: URL, fittingIn box: (Int, Int)) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    view.displayImage(try await Self.decode(data, box.0, box.1))
  }

  @concurrent
  private static func decode(_ data: Data, _ width: Int, _ height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
