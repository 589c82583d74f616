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
    let answer = Locked<(Data?, URLResponse?, (any Error)?)?>(nil)
    URLSession.shared.dataTask(with: url) { data, response, error in
      answer.withLock { $0 = (data, response, error) }
    }.resume()
    var outcome: (Data?, URLResponse?, (any Error)?)?
    while outcome == nil {
      outcome = answer.withLock { $0 }
    }
    if let error = outcome?.2 { throw error }
    try outcome?.1?.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try decodeImage(outcome?.0 ?? Data(), at: url)
    view.displayImage(image)
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
