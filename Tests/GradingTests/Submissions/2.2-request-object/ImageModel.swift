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
    let request = URLRequest(url: url)
    let (body, response) = try await URLSession.shared.data(for: request)
    guard let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) else {
      trace("fetched \(url.lastPathComponent)")
      view.displayImage(try decodeImage(body, at: url))
      return
    }
    throw HTTPStatusError(status: http.statusCode, url: url)
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
