import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class HomeModel {
  let imageURL: URL
  let newsURL: URL
  let view: AppView

  init(imageURL: URL, newsURL: URL, view: AppView) {
    self.imageURL = imageURL
    self.newsURL = newsURL
    self.view = view
  }

  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    [
      Task { @MainActor in
        do {
          view.displayImage(try Image(decoding: try await bytes(at: imageURL)))
        } catch {
          view.displayError(error)
        }
      },
      Task { @MainActor in
        do {
          view.displayNews(String(decoding: try await bytes(at: newsURL), as: UTF8.self))
        } catch {
          view.displayError(error)
        }
      },
    ]
  }

  private func bytes(at url: URL) async throws -> Data {
    trace("load \(url.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return data
  }
}
