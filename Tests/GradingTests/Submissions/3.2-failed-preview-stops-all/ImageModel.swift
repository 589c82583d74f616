// Exercise 3.2, a wrong submission: in order, as long as nothing fails.

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
      do {
        try await show(preview)
        try await show(full)
      } catch {
        view.displayError(error)
      }
    }
    return [task]
  }

  func show(_ url: URL) async throws {
    trace("load \(url.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    view.displayImage(try Image(decoding: data))
  }
}
