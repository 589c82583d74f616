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
    Task { [self] in
      let outcome: Result<Void, any Error>
      do {
        outcome = .success(try await fetchAndDisplayImage(url: url))
      } catch {
        outcome = .failure(error)
      }
      if case .failure(let error) = outcome {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try check(response, for: url)
    trace("fetched \(url.lastPathComponent)")
    view.displayImage(try decodeImage(data, at: url))
  }

  private func check(_ response: URLResponse, for url: URL) throws {
    guard let http = response as? HTTPURLResponse else { return }
    guard http.statusCode / 100 == 2 else {
      throw HTTPStatusError(status: http.statusCode, url: response.url ?? url)
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
