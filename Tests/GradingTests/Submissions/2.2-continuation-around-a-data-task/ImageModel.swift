import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await download(url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try decodeImage(data, at: url)
    view.displayImage(image)
  }

  private func download(_ url: URL) async throws -> (Data, URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      URLSession.shared.dataTask(with: url) { data, response, error in
        if let data, let response {
          continuation.resume(returning: (data, response))
        } else {
          continuation.resume(throwing: error ?? URLError(.unknown))
        }
      }.resume()
    }
  }

  func decodeImage(_ data: Data, at url: URL) throws -> Image {
    if let image = imageCache[url] {
      return image
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    return image
  }
}
