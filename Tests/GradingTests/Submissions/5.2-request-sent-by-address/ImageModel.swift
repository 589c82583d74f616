import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an image is, and how big to show it.
nonisolated final class ImageRequest {
  var url: URL
  var width: Int
  var height: Int

  init(url: URL, width: Int, height: Int) {
    self.url = url
    self.width = width
    self.height = height
  }

  /// A number that names this request; the history keeps it alive.
  var number: Int { Int(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

  /// The request a number names.
  static func named(_ number: Int) -> ImageRequest {
    Unmanaged<ImageRequest>.fromOpaque(UnsafeRawPointer(bitPattern: number)!)
      .takeUnretainedValue()
  }
}

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  var history: [ImageRequest] = []
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
        history.append(request)
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        let image = try await decodeImage(data, request: request.number)
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
  }

  @concurrent
  func decodeImage(_ data: Data, request number: Int) async throws -> Image {
    let request = ImageRequest.named(number)
    return try Image(decoding: data).scaledToFit(width: request.width, height: request.height)
  }
}
