// Exercise 3.2, a wrong submission: in order, but a failed preview is skipped in silence.

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
    let task = Task {
      if let image = try? await load(preview) {
        view.displayImage(image)
      }
      do {
        view.displayImage(try await load(full))
      } catch {
        view.displayError(error)
      }
    }
    return [task]
  }

  func load(_ url: URL) async throws -> Image {
    trace("load \(url.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return try Image(decoding: data)
  }
}
