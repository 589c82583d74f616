import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onOpenEvent(preview: URL, full: URL) -> [Task<Void, Never>] {
    [
      Task {
        for step in [preview, full] {
          do {
            view.displayImage(try await image(at: step))
          } catch {
            view.displayError(error)
          }
        }
      }
    ]
  }

  private func image(at url: URL) async throws -> Image {
    trace("load \(url.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: url)
    guard let http = response as? HTTPURLResponse, http.statusCode >= 300 else {
      return try Image(decoding: data)
    }
    throw HTTPStatusError(status: http.statusCode, url: url)
  }
}
