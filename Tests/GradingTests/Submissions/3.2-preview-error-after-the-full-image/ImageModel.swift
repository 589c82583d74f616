// Exercise 3.2, a wrong submission: a failed preview's error waits for the full image.

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
      var previewError: (any Error)?
      do {
        view.displayImage(try await load(preview))
      } catch {
        previewError = error
      }
      do {
        view.displayImage(try await load(full))
      } catch {
        view.displayError(error)
      }
      if let previewError {
        view.displayError(previewError)
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
